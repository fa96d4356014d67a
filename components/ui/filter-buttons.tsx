import { cn } from '@/lib/cn';

type Props<T extends string> = {
  /** Prefix of the group's label id. */
  id: string;
  /** The group's visible label, e.g. 'Category'. */
  label: string;
  /** The URL parameter the buttons set, when they sit in a listing's filter form. */
  name: string;
  options: readonly T[];
  /** What each option reads in the page's language, when it differs from its value. */
  optionLabels?: Readonly<Partial<Record<T, string>>>;
  value: T;
  onValueChange: (value: T) => void;
  className?: string;
};

/**
 * A row of toggle buttons of which exactly one is on (a filter's values shown at once): real
 * buttons, each saying whether it is the current choice with aria-pressed, in a labelled group.
 * They are submit buttons of the listing's GET form, so a tap before hydration loads the filtered
 * URL; the hidden field before them carries the current value when something else submits the
 * form (the last value of a parameter wins). The first option is the unfiltered one ('All
 * Categories', 'Semua'): its button submits an empty value and the hidden field is left out while
 * it is current, so the URL never reads `category=All+Categories` (readers take '' for the default).
 */
export function FilterButtons<T extends string>({
  id,
  label,
  name,
  options,
  optionLabels,
  value,
  onValueChange,
  className,
}: Props<T>) {
  const labelId = `${id}-label`;
  return (
    <div role="group" aria-labelledby={labelId} className={className}>
      <p id={labelId} className="text-sm font-medium text-cream">
        {label}
      </p>
      {value !== options[0] ? <input type="hidden" name={name} value={value} /> : null}
      <ul className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option === value;
          return (
            <li key={option}>
              <button
                type="submit"
                name={name}
                value={option === options[0] ? '' : option}
                aria-pressed={pressed}
                onClick={() => onValueChange(option)}
                className={cn(
                  'min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors',
                  pressed
                    ? 'border-gold bg-gold text-ink'
                    : 'border-line-strong text-cream hover:border-gold hover:text-gold',
                )}
              >
                {optionLabels?.[option] ?? option}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
