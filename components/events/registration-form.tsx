'use client';

import { useCallback, useMemo } from 'react';
import { MailLink, PhoneLink } from '@/components/forms/contact-links';
import { SimulatedForm } from '@/components/forms/simulated-form';
import { IdentityFields } from '@/components/forms/identity-fields';
import { useSimulatedForm } from '@/components/forms/use-simulated-form';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import type { FormContact } from '@/data/site';
import type { RegistrationAvailability } from '@/lib/events';
import {
  EMPTY_REGISTRATION,
  readRegistrationDraft,
  REGISTRATION_LIMITS as LIMITS,
  TICKET_OPTIONS,
} from '@/lib/forms/registration';
import type { Registration, RegistrationValues } from '@/lib/forms/registration-schema';
import { REGISTRATION_DELAY_MS } from '@/lib/constants';
import { FormHeading } from '@/components/forms/form-heading';
import { Interpolate } from '@/components/ui/interpolate';
import type { Locale } from '@/data/locales';
import type { Messages } from '@/data/messages';

type Props = {
  slug: string;
  availability: RegistrationAvailability;
  maxTickets: number;
  /** Each ticket count's label ('1 ticket', '2 tickets'…), in the page's language. */
  ticketLabels: readonly string[];
  /** The page's edition: the messages' language. */
  locale: Locale;
  /** The form's words in the page's language (the consent's with the organiser's name). */
  strings: Messages['registration']['form'];
  /** The secretariat's e-mail and phone, for a visitor who cannot use the form. */
  contact: FormContact;
  /** Called as a valid submission starts processing (to fetch the confirmation meanwhile). */
  onSubmitStart?: () => void;
  onRegistered: (registration: Registration) => void;
};

const CLOSED_NOTE_ID = 'registration-closed-note';

/** The 'Event Registration' form: checked on submit, errors summarised and inline (GOV.UK). */
export function RegistrationForm({
  slug,
  availability,
  maxTickets,
  ticketLabels,
  locale,
  strings: t,
  contact,
  onSubmitStart,
  onRegistered,
}: Props) {
  const loadSchema = useCallback(
    () =>
      import('@/lib/forms/registration-schema').then((rules) =>
        rules.createRegistrationSchema({ maxTickets: Math.max(1, maxTickets), language: locale }),
      ),
    [maxTickets, locale],
  );
  const controller = useSimulatedForm<RegistrationValues, Registration>({
    loadSchema,
    defaultValues: EMPTY_REGISTRATION,
    draftKey: `event-registration:${slug}`,
    readDraft: readRegistrationDraft,
    delayMs: REGISTRATION_DELAY_MS,
    target: { form: 'registration', language: locale, subject: slug },
    errorPrefix: t.errorPrefix,
    onSubmitStart,
    onSuccess: onRegistered,
  });
  const { field } = controller;

  const open = availability === 'open';
  const reachUs = {
    email: <MailLink email={contact.email} />,
    phone: <PhoneLink phone={contact.phone} />,
  };

  // Rendered again only when what a field shows changes (useSimulatedForm keeps `field`).
  const fields = useMemo(() => {
    const ticketOptions = TICKET_OPTIONS.slice(0, Math.max(1, maxTickets)).map((value, index) => ({
      value,
      label: ticketLabels[index] ?? value,
    }));
    return (
      <>
        <div className="grid gap-6 sm:grid-cols-2">
          <IdentityFields field={field} labels={t} />
          <SelectField label={t.tickets} required options={ticketOptions} {...field('tickets')} />
          <TextField
            label={t.referralCode}
            hint={t.referralHint}
            autoComplete="off"
            maxLength={LIMITS.referralCode}
            {...field('referralCode')}
          />
          <TextAreaField
            label={t.notes}
            hint={t.notesHint}
            maxLength={LIMITS.notes}
            className="sm:col-span-2"
            {...field('notes')}
          />
        </div>

        <CheckboxField required label={t.consent} {...field('consent')} />
      </>
    );
  }, [field, t, maxTickets, ticketLabels]);

  return (
    <SimulatedForm
      controller={controller}
      contact={contact}
      titleId="registration-title"
      header={
        <>
          <FormHeading
            id="registration-title"
            title={t.title}
            requiredNote={t.requiredNote}
            level={1}
          />
          {!open ? (
            <p
              id={CLOSED_NOTE_ID}
              className="rounded-lg border border-line-strong bg-surface-raised p-4 text-cream"
            >
              {availability === 'full' ? t.full : t.past}
            </p>
          ) : null}
        </>
      }
      noscript={<Interpolate message={t.noscript} values={reachUs} />}
      footer={
        <p className="text-sm text-muted">
          <Interpolate message={t.questions} values={reachUs} />
        </p>
      }
      summaryTitle={t.summaryTitle}
      submitLabel={!open ? (availability === 'full' ? t.submitFull : t.submitClosed) : t.submit}
      submittingLabel={t.submitting}
      disabled={!open}
    >
      {open ? (
        fields
      ) : (
        // Nothing can be sent, so nothing can be typed: a disabled fieldset disables every field,
        // in the static HTML too. Named by the notice, so a screen reader meeting the greyed-out
        // fields hears why. min-w-0: a fieldset is as wide as its content by default.
        <fieldset disabled aria-labelledby={CLOSED_NOTE_ID} className="min-w-0 space-y-6">
          {fields}
        </fieldset>
      )}
    </SimulatedForm>
  );
}
