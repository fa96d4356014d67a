'use client';

import { Toaster as Sonner } from 'sonner';

/**
 * The toast region (sonner): bottom-right, labelled 'Notifications', with a close button on every
 * toast; toasts can also be swiped away or time out. Mount it only on pages that raise toasts.
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      customAriaLabel="Notifications"
      closeButton
      theme="dark"
      toastOptions={{
        classNames: {
          toast: '!bg-surface-raised !border-line-strong !text-cream',
          description: '!text-muted',
          closeButton: '!bg-surface-raised !border-line-strong !text-cream',
        },
      }}
    />
  );
}
