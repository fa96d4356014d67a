'use client';

import type { RefObject } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { NavLinks } from './nav-links';

type Props = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string | null;
  /** The menu button, which gets focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The drawer titled 'Menu'; choosing a link, the backdrop, the close button or Escape close it. */
export default function MobileDrawer({ id, open, onOpenChange, pathname, returnFocusTo }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id={id}
        side="right"
        closeLabel="Close menu"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle className="mb-8 pt-1.5">Menu</DialogTitle>
        <nav aria-label="Main">
          <NavLinks pathname={pathname} layout="drawer" onNavigate={() => onOpenChange(false)} />
        </nav>
      </DialogContent>
    </Dialog>
  );
}
