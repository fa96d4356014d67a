import { ChevronDown } from 'lucide';
import type { ComponentProps } from 'react';
import { Field } from './field';
import { Icon } from './icon';

type Props = Omit<ComponentProps<'select'>, 'id'> & {
  id: string;
  label: string;
  options: readonly (string | { value: string; label: string })[];
};

/** A filter's native select with a visible label: the platform's own picker on every device. */
export function Select({ id, label, options, className, ...props }: Props) {
  return (
    <Field id={id} label={label} className={className}>
      <div className="relative">
        <select
          id={id}
          className="min-h-11 w-full appearance-none rounded-md border border-line-strong bg-surface py-2 pr-10 pl-3 text-cream transition-colors hover:border-gold focus-visible:border-gold"
          {...props}
        >
          {options.map((option) => {
            const { value, label: text } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
        <Icon
          node={ChevronDown}
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-gold"
        />
      </div>
    </Field>
  );
}
