'use client';

import { Copy } from 'lucide';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

type Props = {
  /** What goes on the clipboard. */
  value: string;
  /** The button's words, e.g. 'Copy account number'. */
  label: string;
  /** The element showing the value: selected for copying by hand when the clipboard refuses. */
  targetId: string;
  /** What the live region says after copying, in the page's language. */
  messages: { readonly copied: string; readonly failed: string };
};

type Status = 'idle' | 'copied' | 'failed';

/**
 * Copies a value and says so politely in a live region beside the button. When the clipboard is
 * unavailable or refused, the value is selected so it can be copied by hand. Hidden without
 * JavaScript (data-requires-js), where it could not work.
 */
export function CopyButton({ value, label, targetId, messages }: Props) {
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (status !== 'copied') return;
    const timer = setTimeout(() => setStatus('idle'), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('copied');
    } catch {
      const target = document.getElementById(targetId);
      const selection = window.getSelection();
      if (target && selection) {
        const range = document.createRange();
        range.selectNodeContents(target);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setStatus('failed');
    }
  };

  return (
    <span
      data-requires-js
      data-pagefind-ignore=""
      className="inline-flex flex-wrap items-center gap-3"
    >
      <Button variant="secondary" size="sm" onClick={copy}>
        <Icon node={Copy} className="size-4" />
        {label}
      </Button>
      <span
        role="status"
        className={status === 'copied' ? 'text-sm font-medium text-success' : 'text-sm text-cream'}
      >
        {status === 'idle' ? '' : messages[status]}
      </span>
    </span>
  );
}
