import { Search } from 'lucide';
import type { ComponentProps } from 'react';
import { Field } from './field';
import { Icon } from './icon';

type Props = Omit<ComponentProps<'input'>, 'id' | 'type'> & { id: string; label: string };

/** A labelled search field (role searchbox); the placeholder is a hint, never the only label. */
export function SearchInput({ id, label, className, ...props }: Props) {
  return (
    <Field id={id} label={label} className={className}>
      <div className="relative">
        <Icon
          node={Search}
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-11 w-full rounded-md border border-line-strong bg-surface py-2 pr-3 pl-10 text-cream transition-colors placeholder:text-muted hover:border-gold focus-visible:border-gold"
          {...props}
        />
      </div>
    </Field>
  );
}
