import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/field';
import {
  IDENTITY_FIELDS,
  IDENTITY_LIMITS,
  type IdentityField,
  type IdentityName,
  type IdentityOptions,
} from '@/lib/forms/identity';

/** Each field's autocomplete token (autofill, and WCAG 1.3.5's input purpose). */
const AUTOCOMPLETE: Record<IdentityField, string> = {
  fullName: 'name',
  email: 'email',
  company: 'organization',
  position: 'organization-title',
  phone: 'tel',
};

type Props<F extends IdentityField, P extends string> = IdentityOptions<F, P> & {
  /** useSimulatedForm's field(): the wiring of one field. */
  field: (name: NoInfer<IdentityName<F, P>>) => UseFormRegisterReturn & {
    id: string;
    error?: string;
    errorPrefix?: string;
  };
  /** The visible labels, in the form's language. */
  labels: Record<NoInfer<F>, string>;
  /** The hint of an optional field ('Optional.'); the others are marked required. */
  optionalHint?: string;
};

/**
 * Who is writing: the identity block every form opens with (full name, e-mail, company, position,
 * a phone number, or the `fields` a form asks), in block order, with the same options as the
 * form's schema (identityShape) and the block's limits as maxLength.
 */
export function IdentityFields<
  F extends IdentityField = IdentityField,
  P extends string = 'phone',
>({
  field,
  labels,
  fields = IDENTITY_FIELDS as readonly IdentityField[] as readonly F[],
  optional = [],
  phoneName,
  optionalHint,
}: Props<F, P>) {
  return fields.map((key) => {
    const isOptional = (optional as readonly IdentityField[]).includes(key);
    const name = (key === 'phone' ? (phoneName ?? key) : key) as IdentityName<F, P>;
    return (
      <TextField
        key={key}
        label={labels[key]}
        required={!isOptional}
        hint={isOptional ? optionalHint : undefined}
        type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : undefined}
        autoComplete={AUTOCOMPLETE[key]}
        maxLength={IDENTITY_LIMITS[key]}
        {...field(name)}
      />
    );
  });
}
