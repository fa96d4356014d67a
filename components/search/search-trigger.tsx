'use client';

import { Search } from 'lucide';
import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { Icon } from '@/components/ui/icon';
import { requestSearch, SEARCH_SHORTCUTS } from '@/lib/search-keys';

type Props = {
  /** The /search page of the edition: where a tap before hydration goes. */
  href: string;
  /** The visible label (the drawer's), or, for an icon alone, its accessible name. */
  label: string;
  iconOnly?: boolean;
  className: string;
  onOpen: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Pointed at or focused: the dialog's code can be fetched. */
  onIntent?: () => void;
};

/**
 * A search button that works from the first paint: before hydration a link to the /search page
 * (a tap is never dropped), then a button opening the search dialog. Focus on the link moves to
 * the button as it takes the link's place.
 */
export function SearchTrigger({
  href,
  label,
  iconOnly = false,
  className,
  onOpen,
  onIntent,
}: Props) {
  const hydrated = useHydrated();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const linkHadFocus = useRef(false);

  useLayoutEffect(() => {
    if (!hydrated) linkHadFocus.current = document.activeElement === linkRef.current;
    else if (linkHadFocus.current) buttonRef.current?.focus();
  }, [hydrated]);

  const name = iconOnly ? { 'aria-label': label } : {};
  const content = (
    <>
      <Icon node={Search} className={iconOnly ? 'size-5' : 'size-5 text-gold'} />
      {iconOnly ? null : label}
    </>
  );
  if (!hydrated) {
    return (
      <a
        ref={linkRef}
        href={href}
        aria-keyshortcuts={SEARCH_SHORTCUTS}
        className={className}
        {...name}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-haspopup="dialog"
      aria-keyshortcuts={SEARCH_SHORTCUTS}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className={className}
      {...name}
    >
      {content}
    </button>
  );
}

const drawerItem =
  'flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-base font-medium text-cream transition-colors hover:bg-surface-hover hover:text-gold';

/**
 * Search in the menu drawer: closes the drawer and asks the header's search to open (focus comes
 * back to the menu button when search closes).
 */
export function SearchDrawerButton({ label, href }: { label: string; href: string }) {
  return (
    <SearchTrigger
      href={href}
      label={label}
      className={drawerItem}
      onOpen={(event) => {
        event.currentTarget.closest('dialog')?.close();
        requestSearch();
      }}
    />
  );
}
