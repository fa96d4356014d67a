'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useSessionDraft } from '@/components/hooks/use-session-draft';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import type { RegistrationAvailability } from '@/lib/events';
import {
  createRegistrationSchema,
  EMPTY_REGISTRATION,
  readRegistrationDraft,
  REGISTRATION_DELAY_MS,
  REGISTRATION_LIMITS as LIMITS,
  ticketLabel,
  TICKET_OPTIONS,
  type Registration,
  type RegistrationValues,
} from '@/lib/registration';

type Props = {
  slug: string;
  availability: RegistrationAvailability;
  maxTickets: number;
  organiser: string;
  /** Called as a valid submission starts processing (to fetch the confirmation meanwhile). */
  onSubmitStart?: () => void;
  onRegistered: (registration: Registration) => void;
};

const FIELD_ORDER: FieldPath<RegistrationValues>[] = [
  'fullName',
  'email',
  'company',
  'position',
  'phone',
  'tickets',
  'consent',
];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The 'Event Registration' form: checked on submit, errors summarised and inline (GOV.UK). */
export function RegistrationForm({
  slug,
  availability,
  maxTickets,
  organiser,
  onSubmitStart,
  onRegistered,
}: Props) {
  const schema = useMemo(
    () => createRegistrationSchema({ maxTickets: Math.max(1, maxTickets) }),
    [maxTickets],
  );
  const form = useForm<RegistrationValues, unknown, Registration>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_REGISTRATION,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { register, handleSubmit, clearErrors, setFocus, formState } = form;
  const { errors, isSubmitting, submitCount } = formState;
  const draft = useSessionDraft(form, `event-registration:${slug}`, readRegistrationDraft);
  const summaryRef = useRef<HTMLDivElement>(null);

  const summary = FIELD_ORDER.flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ id: name, message }] : [];
  });

  // After an invalid submit the summary takes focus, so it is read out first (GOV.UK).
  useEffect(() => {
    if (submitCount > 0 && Object.keys(errors).length > 0) summaryRef.current?.focus();
  }, [submitCount, errors]);

  // Editing a field clears that field's error; it is checked again on the next submit.
  const field = (name: FieldPath<RegistrationValues>) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    id: name,
    error: errors[name]?.message,
  });

  const onSubmit = handleSubmit(async (registration) => {
    onSubmitStart?.();
    await wait(REGISTRATION_DELAY_MS);
    draft.clear();
    onRegistered(registration);
  });

  const open = availability === 'open';
  const ticketOptions = TICKET_OPTIONS.slice(0, Math.max(1, maxTickets)).map((value) => ({
    value,
    label: ticketLabel(value),
  }));

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="registration-title" className="space-y-6">
      <div>
        <h1 id="registration-title" className="text-3xl font-bold text-cream sm:text-4xl">
          Event Registration
        </h1>
        <p className="mt-3 text-muted">
          Fields marked <span className="text-gold">*</span> are required.
        </p>
      </div>

      {!open ? (
        <p className="rounded-lg border border-line-strong bg-surface-raised p-4 text-cream">
          {availability === 'full'
            ? 'This event is full, so registration is closed.'
            : 'This event has already taken place, so registration is closed.'}
        </p>
      ) : null}

      <ErrorSummary
        ref={summaryRef}
        errors={summary}
        onSelect={(name) => setFocus(name as FieldPath<RegistrationValues>)}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Full Name"
          required
          autoComplete="name"
          maxLength={LIMITS.fullName}
          {...field('fullName')}
        />
        <TextField
          label="Email Address"
          required
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          {...field('email')}
        />
        <TextField
          label="Company"
          required
          autoComplete="organization"
          maxLength={LIMITS.company}
          {...field('company')}
        />
        <TextField
          label="Position/Title"
          required
          autoComplete="organization-title"
          maxLength={LIMITS.position}
          {...field('position')}
        />
        <TextField
          label="Phone Number"
          required
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.phone}
          {...field('phone')}
        />
        <SelectField
          label="Number of Tickets"
          required
          options={ticketOptions}
          {...field('tickets')}
        />
        <TextField
          label="Referral Code"
          hint="Optional. From the member who invited you."
          autoComplete="off"
          maxLength={LIMITS.referralCode}
          {...field('referralCode')}
        />
        <TextAreaField
          label="Additional Notes"
          hint="Optional. Dietary needs, accessibility requirements or questions."
          maxLength={LIMITS.notes}
          className="sm:col-span-2"
          {...field('notes')}
        />
      </div>

      <CheckboxField
        required
        label={`I agree that ${organiser}, the organiser, may contact me about this event and send me event updates, reminders and related information.`}
        {...field('consent')}
      />

      <Button type="submit" size="lg" disabled={!open || isSubmitting} className="w-full sm:w-auto">
        {!open
          ? availability === 'full'
            ? 'Event Full - Registration Closed'
            : 'Registration Closed'
          : isSubmitting
            ? 'Processing Registration...'
            : 'Complete Registration'}
      </Button>
    </form>
  );
}
