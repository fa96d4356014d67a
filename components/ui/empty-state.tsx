import type { ReactNode } from 'react';
import { SearchX } from 'lucide';
import { Icon } from './icon';
import { cn } from '@/lib/cn';

type Props = {
  title: ReactNode;
  message?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** Page-level states (not found) are the page's h1; listing states sit under the page's h1. */
  headingLevel?: 'h1' | 'h2';
  className?: string;
  lang?: string;
};

export function EmptyState({
  title,
  message,
  icon,
  action,
  headingLevel: Heading = 'h2',
  className,
  lang,
}: Props) {
  return (
    <div
      lang={lang}
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center rounded-xl border border-line bg-surface px-6 py-14 text-center',
        className,
      )}
    >
      <div aria-hidden="true" className="mb-5 rounded-full bg-gold/10 p-4 text-gold">
        {icon ?? <Icon node={SearchX} className="size-8" />}
      </div>
      <Heading className="text-2xl font-bold text-cream">{title}</Heading>
      {message ? <p className="mt-3 text-muted">{message}</p> : null}
      {action ? <div className="mt-8">{action}</div> : null}
    </div>
  );
}
