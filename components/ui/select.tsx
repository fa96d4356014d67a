import { Field } from './field';
import { SelectControl, type SelectControlProps } from './select-control';

type Props = Omit<SelectControlProps, 'id'> & { id: string; label: string };

/** A filter's select with its visible label. */
export function Select({ id, label, className, ...props }: Props) {
  return (
    <Field id={id} label={label} className={className}>
      <SelectControl id={id} {...props} />
    </Field>
  );
}
