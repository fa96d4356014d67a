import type { ReactNode } from 'react';
import { ExternalLink as ExternalIcon } from 'lucide';
import { cn } from '@/lib/cn';
import { Icon } from './icon';

/** A link to another site: a new tab, no opener or referrer, and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  className,
  newTabLabel = ' (opens in a new tab)',
}: {
  href: string;
  children: ReactNode;
  className?: string;
  /** Read after the link, in the page's language. */
  newTabLabel?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-1.5 text-gold underline underline-offset-4 hover:text-gold-soft',
        className,
      )}
    >
      {children}
      <Icon node={ExternalIcon} className="size-4" />
      <span className="sr-only" data-pagefind-ignore="">
        {newTabLabel}
      </span>
    </a>
  );
}
