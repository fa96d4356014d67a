import { cn } from '@/lib/cn';

type Props<T extends string> = {
  /** Prefix of the group's label id. */
  id: string;
  /** The group's visible label, e.g. 'Category'. */
  label: string;
  options: readonly T[];
  value: T;
  onValueChange: (value: T) => void;
  className?: string;
};

/**
 * A row of toggle buttons of which exactly one is on (a filter's values shown at once): real
 * buttons, each saying whether it is the current choice with aria-pressed, in a labelled group.
 */
export function FilterButtons<T extends string>({
  id,
  label,
  options,
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
      <ul className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option === value;
          return (
            <li key={option}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onValueChange(option)}
                className={cn(
                  'min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors',
                  pressed
                    ? 'border-gold bg-gold text-ink'
                    : 'border-line-strong text-cream hover:border-gold hover:text-gold',
                )}
              >
                {option}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
