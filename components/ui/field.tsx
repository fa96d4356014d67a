import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SelectControl } from './select-control';

type Wiring = { id: string; required?: boolean; hint?: string; error?: string };

/**
 * What a control needs from its field: its id, aria-required, aria-invalid when in error, and
 * aria-describedby naming its hint, then its error (GOV.UK order).
 */
function controlAria({ id, required, hint, error }: Wiring) {
  return {
    id,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
  };
}

const control =
  'w-full rounded-md border border-line-strong bg-ink px-3 py-2.5 text-cream placeholder:text-muted transition-colors hover:border-gold focus-visible:border-gold aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60';

/** A required field's asterisk, explained at the top of the form; the control says aria-required. */
function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden="true" className="ml-1 text-gold">
      *
    </span>
  ) : null;
}

function Hint({ id, hint, className }: { id: string; hint?: string; className?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className={cn('text-sm text-muted', className)}>
      {hint}
    </p>
  ) : null;
}

type ErrorTextProps = { id: string; error?: string; prefix?: string; className?: string };

/** The inline message; screen readers hear it after a prefix ('Error', or the form's language). */
function ErrorText({ id, error, prefix = 'Error', className }: ErrorTextProps) {
  return error ? (
    <p id={`${id}-error`} className={cn('text-sm font-medium text-danger', className)}>
      <span className="sr-only">{prefix}: </span>
      {error}
    </p>
  ) : null;
}

type FieldProps = Wiring & {
  label: string;
  children: ReactNode;
  className?: string;
  /** Read before an inline error by screen readers; 'Error' unless the form speaks another language. */
  errorPrefix?: string;
};

/**
 * A labelled form field: the visible label, its hint, the control, and its error under it (in
 * `<id>-hint` and `<id>-error`, which the control references through controlAria).
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  errorPrefix,
  children,
  className,
}: FieldProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="text-sm font-medium text-cream">
        {label}
        <RequiredMark required={required} />
      </label>
      <Hint id={id} hint={hint} />
      {children}
      <ErrorText id={id} error={error} prefix={errorPrefix} />
    </div>
  );
}

type Own = Omit<FieldProps, 'children'>;
const split = <T extends Own>({
  id,
  label,
  required,
  hint,
  error,
  errorPrefix,
  className,
  ...rest
}: T) => ({
  field: { id, label, required, hint, error, errorPrefix, className },
  rest,
});

export function TextField(props: Omit<ComponentProps<'input'>, 'id'> & Own) {
  const { field, rest } = split(props);
  return (
    <Field {...field}>
      <input {...controlAria(field)} className={cn(control, 'min-h-11')} {...rest} />
    </Field>
  );
}

export function TextAreaField(props: Omit<ComponentProps<'textarea'>, 'id'> & Own) {
  const { field, rest } = split(props);
  return (
    <Field {...field}>
      <textarea {...controlAria(field)} className={cn(control, 'min-h-28')} {...rest} />
    </Field>
  );
}

type SelectProps = Omit<ComponentProps<'select'>, 'id'> &
  Own & { options: readonly { value: string; label: string }[] };

/** A form's select: the same control as the filters' (SelectControl), wired like every field. */
export function SelectField({ options, ...props }: SelectProps) {
  const { field, rest } = split(props);
  return (
    <Field {...field}>
      <SelectControl {...controlAria(field)} options={options} ground="ink" {...rest} />
    </Field>
  );
}

type CheckboxProps = Omit<ComponentProps<'input'>, 'id' | 'type'> &
  Omit<Own, 'label'> & { label: ReactNode };

/** A checkbox whose whole label is clickable, with its hint and error under it. */
export function CheckboxField({
  id,
  label,
  required,
  hint,
  error,
  errorPrefix,
  className,
  ...input
}: CheckboxProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          {...controlAria({ id, required, hint, error })}
          className="mt-0.5 size-6 shrink-0 cursor-pointer rounded accent-gold"
          {...input}
        />
        <label htmlFor={id} className="cursor-pointer text-sm text-cream">
          {label}
          <RequiredMark required={required} />
        </label>
      </div>
      <Hint id={id} hint={hint} className="pl-9" />
      <ErrorText id={id} error={error} prefix={errorPrefix} className="pl-9" />
    </div>
  );
}
