'use client';

import { Suspense, useCallback, useMemo } from 'react';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormHeading } from './form-heading';
import { Interpolate } from '@/components/ui/interpolate';
import type { Locale } from '@/data/locales';
import type { Messages } from '@/data/messages';
import type { FormContact } from '@/data/site';
import { formatMessage } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';
import {
  CONTACT_IDENTITY,
  CONTACT_LIMITS as LIMITS,
  EMPTY_CONTACT,
  readContactDraft,
} from '@/lib/forms/contact';
import type { ContactMessage, ContactValues } from '@/lib/forms/contact-schema';
import { IdentityFields } from './identity-fields';
import { FormSuccess, preloadFormSuccess } from './lazy-form-success';
import { MailLink, PhoneLink } from './contact-links';
import { SimulatedForm } from './simulated-form';
import { useSimulatedForm } from './use-simulated-form';
import { FORM_DELAY_MS } from '@/lib/constants';

type Props = {
  locale: Locale;
  /** The form's words in the page's language. */
  strings: Messages['contact']['form'];
  /** The secretariat's e-mail and phone, for a visitor who cannot use the form. */
  contact: FormContact;
};

/** 'Send us a message': the contact form, then the promise of a reply within 24 hours. */
export function ContactForm({ locale, strings: t, contact }: Props) {
  const loadSchema = useCallback(
    () =>
      import('@/lib/forms/contact-schema').then((rules) =>
        locale === 'id' ? rules.contactSchemaId : rules.contactSchema,
      ),
    [locale],
  );
  const controller = useSimulatedForm<ContactValues, ContactMessage>({
    loadSchema,
    defaultValues: EMPTY_CONTACT,
    draftKey: 'contact-form',
    readDraft: readContactDraft,
    delayMs: FORM_DELAY_MS,
    target: { form: 'contact', language: locale },
    errorPrefix: t.errorPrefix,
    onSubmitStart: preloadFormSuccess,
  });
  const { field, submitted, restart } = controller;

  // Rendered again only when what a field shows changes (useSimulatedForm keeps `field`).
  const fields = useMemo(
    () => (
      <div className="grid gap-6 sm:grid-cols-2">
        <IdentityFields field={field} labels={t} optionalHint={t.optional} {...CONTACT_IDENTITY} />
        <TextField label={t.subject} required maxLength={LIMITS.subject} {...field('subject')} />
        <TextAreaField
          label={t.message}
          required
          rows={6}
          maxLength={LIMITS.message}
          className="sm:col-span-2"
          {...field('message')}
        />
      </div>
    ),
    [field, t],
  );

  if (submitted) {
    return (
      <Suspense fallback={null}>
        <FormSuccess
          title={t.successTitle}
          message={formatMessage(t.successMessage, {
            name: submitted.fullName,
            email: submitted.email,
          })}
          detailsTitle={t.detailsTitle}
          details={[
            [t.fullName, submitted.fullName],
            [t.email, submitted.email],
            ...(submitted.phone ? [[t.phone, submitted.phone] as const] : []),
            [t.subject, submitted.subject],
            [t.message, submitted.message],
          ]}
          againLabel={t.again}
          onAgain={restart}
          homeLabel={t.home}
          homeHref={localizePath('/', locale)}
        />
      </Suspense>
    );
  }

  return (
    <SimulatedForm
      controller={controller}
      contact={contact}
      titleId="contact-form-title"
      header={<FormHeading id="contact-form-title" title={t.title} requiredNote={t.requiredNote} />}
      noscript={
        <Interpolate
          message={t.noscript}
          values={{
            email: <MailLink email={contact.email} />,
            phone: <PhoneLink phone={contact.phone} />,
          }}
        />
      }
      summaryTitle={t.summaryTitle}
      submitLabel={t.submit}
      submittingLabel={t.submitting}
    >
      {fields}
    </SimulatedForm>
  );
}
