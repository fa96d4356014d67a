'use client';

import { useMemo } from 'react';
import { MailLink, PhoneLink, SimulatedForm } from '@/components/forms/simulated-form';
import { useSimulatedForm } from '@/components/forms/use-simulated-form';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { SITE } from '@/data/site';
import type { RegistrationAvailability } from '@/lib/events';
import {
  createRegistrationSchema,
  EMPTY_REGISTRATION,
  readRegistrationDraft,
  REGISTRATION_LIMITS as LIMITS,
  ticketLabel,
  TICKET_OPTIONS,
  type Registration,
  type RegistrationValues,
} from '@/lib/registration';
import { REGISTRATION_DELAY_MS } from '@/lib/constants';

type Props = {
  slug: string;
  availability: RegistrationAvailability;
  maxTickets: number;
  organiser: string;
  /** Called as a valid submission starts processing (to fetch the confirmation meanwhile). */
  onSubmitStart?: () => void;
  onRegistered: (registration: Registration) => void;
};

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
  const controller = useSimulatedForm<RegistrationValues, Registration>({
    schema,
    defaultValues: EMPTY_REGISTRATION,
    draftKey: `event-registration:${slug}`,
    readDraft: readRegistrationDraft,
    delayMs: REGISTRATION_DELAY_MS,
    onSubmitStart,
    onSuccess: onRegistered,
  });
  const { field } = controller;

  const open = availability === 'open';
  const ticketOptions = TICKET_OPTIONS.slice(0, Math.max(1, maxTickets)).map((value) => ({
    value,
    label: ticketLabel(value),
  }));

  return (
    <SimulatedForm
      controller={controller}
      titleId="registration-title"
      header={
        <>
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
        </>
      }
      noscript={
        <>
          Registration needs JavaScript, which is turned off in your browser, so this form cannot
          send anything. To register, please e-mail <MailLink email={SITE.contact.email} /> or call{' '}
          <PhoneLink phone={SITE.contact.phone} />.
        </>
      }
      footer={
        <p className="text-sm text-muted">
          Questions about registering? E-mail <MailLink email={SITE.contact.email} /> or call{' '}
          <PhoneLink phone={SITE.contact.phone} />.
        </p>
      }
      submitLabel={
        !open
          ? availability === 'full'
            ? 'Event Full - Registration Closed'
            : 'Registration Closed'
          : 'Complete Registration'
      }
      submittingLabel="Processing Registration..."
      disabled={!open}
    >
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
    </SimulatedForm>
  );
}
