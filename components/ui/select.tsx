import { fromControlValue, toControlValue } from '@/lib/listing-query';
import { Field } from './field';
import { SelectControl, type SelectControlProps } from './select-control';

type Option<T extends string> = T | { value: T; label: string };

type Props<T extends string> = Omit<
  SelectControlProps,
  'id' | 'options' | 'value' | 'defaultValue' | 'onChange'
> & {
  id: string;
  label: string;
  options: readonly Option<T>[];
  value: T;
  /**
   * The option that leaves the listing unfiltered ('All Cities', 'All Years'). Its control value is
   * empty, so a submit before hydration writes `city=`, not `city=All+Cities` (every reader takes
   * '' for its default); the label it shows is unchanged.
   */
  all?: T;
  onValueChange: (value: T) => void;
};

/**
 * A listing filter's select with its visible label. It speaks the filter's values: the options,
 * the current value and `onValueChange` are the filter's own, and the mapping of its 'All' option
 * to the empty control value happens here, once, like `FilterButtons`' first option.
 */
export function Select<T extends string>({
  id,
  label,
  className,
  options,
  value,
  all,
  onValueChange,
  ...props
}: Props<T>) {
  const control = (filterValue: T) =>
    all === undefined ? filterValue : toControlValue(filterValue, all);
  return (
    <Field id={id} label={label} className={className}>
      <SelectControl
        id={id}
        {...props}
        options={options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return { value: control(optionValue), label: optionLabel };
        })}
        value={control(value)}
        onChange={(event) => {
          const raw = event.target.value;
          // The control only ever holds one of the options' values (or '' for `all`).
          onValueChange((all === undefined ? raw : fromControlValue(raw, all)) as T);
        }}
      />
    </Field>
  );
}
