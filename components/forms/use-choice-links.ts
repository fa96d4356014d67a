import { useEffect, useRef } from 'react';

/**
 * Links on the page that pick an option in a form (`<a href="#form" data-x="gold">`): a package or
 * tier card's call to action. Without JavaScript the link just jumps to the form; with it, a plain
 * click also calls `choose` with the link's value, which returns false to let the jump happen
 * instead (when the control is not there). One listener on the document serves every card, so
 * the cards stay server-rendered.
 */
export function useChoiceLinks<T extends string>(
  attribute: string,
  isChoice: (value: unknown) => value is T,
  choose: (value: T) => boolean,
  enabled = true,
) {
  const chooseRef = useRef(choose);
  useEffect(() => {
    chooseRef.current = choose;
  });

  useEffect(() => {
    if (!enabled) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.(`a[${attribute}]`);
      const value = link?.getAttribute(attribute);
      if (isChoice(value) && chooseRef.current(value)) event.preventDefault();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [attribute, isChoice, enabled]);
}

/** Focuses the control with this id and scrolls it to the middle of the screen; false if absent. */
export function revealControl(id: string): boolean {
  const control = document.getElementById(id);
  if (!control) return false;
  control.focus({ preventScroll: true });
  control.scrollIntoView({ block: 'center' });
  return true;
}
