import { ChevronDown } from 'lucide';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Icon } from './icon';

type Option = string | { value: string; label: string };

export type SelectControlProps = ComponentProps<'select'> & {
  options: readonly Option[];
  /** Its ground: the page's surface tone for filters, ink inside a form's card like its inputs. */
  ground?: 'surface' | 'ink';
};

/**
 * The one select of the site, in filters and forms alike: the platform's own picker on every
 * device, drawn in the site's style (its border, ground and a gold chevron) instead of the
 * browser's default box.
 */
export function SelectControl({
  options,
  ground = 'surface',
  className,
  ...props
}: SelectControlProps) {
  return (
    <div className="relative">
      <select
        className={cn(
          'min-h-11 w-full appearance-none rounded-md border border-line-strong py-2 pr-10 pl-3 text-cream transition-colors hover:border-gold focus-visible:border-gold disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
          ground === 'ink' ? 'bg-ink' : 'bg-surface',
          className,
        )}
        {...props}
      >
        {options.map((option) => {
          const { value, label } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
      <Icon
        node={ChevronDown}
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-gold"
      />
    </div>
  );
}
