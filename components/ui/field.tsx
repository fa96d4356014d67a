import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Wiring = { id: string; hint?: string; error?: string };

/** The ids a control is described by: its hint, then its error (GOV.UK order). */
export function describedBy({ id, hint, error }: Wiring): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

const control =
  'w-full rounded-md border bg-ink px-3 py-2.5 text-cream placeholder:text-muted transition-colors hover:border-gold focus-visible:border-gold aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60';

type LabelProps = Wiring & {
  label: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
};

/**
 * A labelled form field: visible label (a required one marked with an asterisk, explained at the
 * top of the form, and aria-required on the control), optional hint, the control, and its error
 * under it in `<id>-error`, which the control references.
 */
export function Field({ id, label, required, hint, error, children, className }: LabelProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="text-sm font-medium text-cream">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-1 text-gold">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextProps = Omit<ComponentProps<'input'>, 'id'> & Omit<LabelProps, 'children'>;

export function TextField({ id, label, required, hint, error, className, ...input }: TextProps) {
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <input
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
        className={cn(control, 'min-h-11 border-line-strong')}
        {...input}
      />
    </Field>
  );
}

type TextAreaProps = Omit<ComponentProps<'textarea'>, 'id'> & Omit<LabelProps, 'children'>;

export function TextAreaField({
  id,
  label,
  required,
  hint,
  error,
  className,
  ...textarea
}: TextAreaProps) {
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <textarea
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
        className={cn(control, 'min-h-28 border-line-strong')}
        {...textarea}
      />
    </Field>
  );
}

type SelectProps = Omit<ComponentProps<'select'>, 'id'> &
  Omit<LabelProps, 'children'> & { options: readonly { value: string; label: string }[] };

export function SelectField({
  id,
  label,
  required,
  hint,
  error,
  className,
  options,
  ...select
}: SelectProps) {
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <select
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
        className={cn(control, 'min-h-11 border-line-strong')}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

type CheckboxProps = Omit<ComponentProps<'input'>, 'id' | 'type'> &
  Omit<LabelProps, 'children' | 'label'> & { label: ReactNode };

/** A checkbox whose whole label is clickable, with its error under it. */
export function CheckboxField({
  id,
  label,
  required,
  hint,
  error,
  className,
  ...input
}: CheckboxProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, hint, error })}
          className="mt-0.5 size-6 shrink-0 cursor-pointer rounded border-line-strong accent-gold"
          {...input}
        />
        <label htmlFor={id} className="cursor-pointer text-sm text-cream">
          {label}
          {required ? (
            <span aria-hidden="true" className="ml-1 text-gold">
              *
            </span>
          ) : null}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="pl-9 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="pl-9 text-sm font-medium text-danger">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
