import { Link } from '@/components/ui/link';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md text-center font-semibold tracking-wide text-balance transition-colors duration-200 disabled:cursor-not-allowed aria-disabled:cursor-not-allowed';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-gold text-ink hover:bg-gold-soft disabled:bg-surface-hover disabled:text-muted aria-disabled:bg-surface-hover aria-disabled:text-muted',
  secondary:
    'border border-gold text-gold hover:bg-gold hover:text-ink disabled:border-line-strong disabled:text-muted disabled:hover:bg-transparent',
  ghost: 'text-cream hover:bg-surface-hover hover:text-gold disabled:text-muted',
};

// Every size keeps a target of at least 24×24 px (WCAG 2.5.8); md and lg reach 44 px.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-7 text-base',
};

/** The class list of a button, for the rare element that must look like one. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize };

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & StyleProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

/** A link that looks like a button. Navigation is always a link, never a button inside a link. */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & StyleProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
