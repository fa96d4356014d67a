'use client';

import { Menu, X } from 'lucide';
import { useEffect, useRef, type ReactNode } from 'react';
import { useActivePathname } from '@/components/hooks/use-active-pathname';
import { Icon } from '@/components/ui/icon';
import type { NavItem } from '@/lib/navigation';
import { NavLinks } from './nav-links';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-md text-cream transition-colors hover:bg-surface-hover hover:text-gold';

/**
 * Below the large breakpoint: a menu button opening a right-side drawer with the same links.
 *
 * The drawer is a modal `<dialog>` in the page's HTML, opened by the button's `command="show-modal"`
 * and closed by the close button's `command="close"`, Escape or a tap on the backdrop
 * (`closedby="any"`): all native, so a tap in the first second, before the scripts have run,
 * opens it. Where a browser lacks commands or `closedby` (Safari before 26.2 has neither), an
 * inline script in <head> does the same from the first second (`keepNativeCommands`,
 * lib/early-scripts.ts). The browser makes the rest of the page inert and gives focus back to the menu button
 * on close. As in the WAI-ARIA modal dialog pattern, the button says `aria-haspopup="dialog"` and
 * no `aria-expanded` (which HTML forbids on a command button: the browser owns that state). Once
 * hydrated, this island closes the drawer when a link is chosen and keeps Tab cycling inside it.
 */
type Props = {
  items: readonly NavItem[];
  strings: {
    readonly label: string;
    readonly open: string;
    readonly close: string;
    readonly title: string;
  };
  /** The language switch, shown in the drawer too. */
  languageSwitch: ReactNode;
  /** The search button, first in the drawer. */
  search?: ReactNode;
  deferActive?: boolean;
  /** The drawer's id ('mobile-menu'). */
  menuId?: string;
};

export function MobileNav({
  items,
  strings,
  languageSwitch,
  search,
  deferActive = false,
  menuId = 'mobile-menu',
}: Props) {
  const titleId = `${menuId}-title`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pathname = useActivePathname(deferActive);

  const close = () => dialogRef.current?.close();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Tab and Shift+Tab wrap round inside the drawer instead of leaving for the browser's UI.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <>
      <button
        type="button"
        commandfor={menuId}
        command="show-modal"
        aria-label={strings.open}
        aria-haspopup="dialog"
        aria-controls={menuId}
        className={`${iconButton} xl:hidden`}
      >
        <Icon node={Menu} className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        id={menuId}
        aria-labelledby={titleId}
        closedby="any"
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none overflow-y-auto border-0 border-l border-line bg-surface p-6 text-cream shadow-2xl shadow-black backdrop:bg-black/70 backdrop:backdrop-blur-sm open:animate-drawer-in focus-visible:outline-none"
      >
        <h2 id={titleId} className="mb-8 pt-1.5 font-display text-2xl font-bold text-cream">
          {strings.title}
        </h2>
        {search ? <div className="mb-4 border-b border-line pb-4">{search}</div> : null}
        <nav aria-label={strings.label}>
          <NavLinks items={items} pathname={pathname} layout="drawer" onNavigate={close} />
        </nav>
        <div className="mt-6 border-t border-line pt-4">{languageSwitch}</div>
        <button
          type="button"
          commandfor={menuId}
          command="close"
          aria-label={strings.close}
          className={`absolute top-4 right-4 ${iconButton}`}
        >
          <Icon node={X} />
        </button>
      </dialog>
    </>
  );
}
