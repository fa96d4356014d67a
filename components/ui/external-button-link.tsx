import type { ReactNode } from 'react';
import { ExternalLink as ExternalIcon } from 'lucide';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button';
import { Icon } from './icon';

type Props = {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/**
 * A call to action on another site (ExternalLink, styled as a button): a new tab, no opener or
 * referrer, and its accessible name says it opens a new tab.
 */
export function ExternalButtonLink({
  href,
  children,
  variant,
  size,
  className,
  newTabLabel = ' (opens in a new tab)',
}: Props & { newTabLabel?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant, size, className })}
    >
      {children}
      <Icon node={ExternalIcon} className="size-4" />
      <span className="sr-only" data-pagefind-ignore="">
        {newTabLabel}
      </span>
    </a>
  );
}
