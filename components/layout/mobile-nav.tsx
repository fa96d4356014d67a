'use client';

import { Menu } from 'lucide';
import { lazy, Suspense, useRef, useState } from 'react';
import { useActivePathname } from '@/components/hooks/use-active-pathname';
import { Icon } from '@/components/ui/icon';

// The drawer (Radix Dialog) is fetched when the visitor reaches for the menu, not with every page:
// pointer-enter or focus starts the download, so it is there by the time of the click.
const MobileDrawer = lazy(() => import('./mobile-drawer'));

const MOBILE_MENU_ID = 'mobile-menu';

/** Below the large breakpoint: a menu button opening a right-side drawer with the same links. */
type Props = { deferActive?: boolean };

export function MobileNav({ deferActive = false }: Props) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = useActivePathname(deferActive);
  const request = () => setRequested(true);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-menu-button
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? MOBILE_MENU_ID : undefined}
        onPointerEnter={request}
        onFocus={request}
        onClick={() => {
          request();
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-md text-cream transition-colors hover:bg-surface-hover hover:text-gold lg:hidden"
      >
        <Icon node={Menu} className="size-6" />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileDrawer
            id={MOBILE_MENU_ID}
            open={open}
            onOpenChange={setOpen}
            pathname={pathname}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
