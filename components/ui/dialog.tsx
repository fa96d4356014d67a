'use client';

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide';
import { Icon } from './icon';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/*
 * Radix Dialog gives the behaviour WCAG asks of a modal: role="dialog" with aria-modal, labelled by
 * its title, focus trapped inside, Escape and outside clicks close it, focus returns to the trigger,
 * page scroll is locked and the rest of the page is hidden from assistive technology.
 */
export const Dialog = DialogPrimitive.Root;

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('font-display text-2xl font-bold text-cream', className)}
      {...props}
    />
  );
}

const panels = {
  center:
    'top-1/2 left-1/2 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl data-[state=open]:animate-dialog-in data-[state=closed]:animate-fade-out',
  right:
    'inset-y-0 right-0 h-dvh w-[min(20rem,85vw)] overflow-y-auto border-l data-[state=open]:animate-drawer-in data-[state=closed]:animate-drawer-out',
} as const;

type ContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** `right` is a drawer sliding from the right edge; `center` a modal dialog. */
  side?: keyof typeof panels;
  closeLabel: string;
  children: ReactNode;
};

export function DialogContent({
  side = 'center',
  closeLabel,
  className,
  children,
  ...props
}: ContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
      />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 border-line bg-surface p-6 shadow-2xl shadow-black focus-visible:outline-none',
          panels[side],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-md text-cream transition-colors hover:bg-surface-hover hover:text-gold"
        >
          <Icon node={X} />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
