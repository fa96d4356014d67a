import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type Props = Omit<ComponentProps<'form'>, 'role' | 'aria-label' | 'onSubmit'> & {
  /** The search landmark's name ('Filter articles'). */
  label: string;
  /** Drawn without the panel (a listing that sets its filters beside its tabs). */
  bare?: boolean;
};

/**
 * A listing's filters: a search landmark whose controls apply as they change, so submitting
 * (Enter in the search box) does nothing.
 */
export function FilterForm({ label, bare = false, className, children, ...rest }: Props) {
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      className={cn(!bare && 'rounded-xl border border-line bg-surface p-5', className)}
      {...rest}
    >
      {children}
    </form>
  );
}
