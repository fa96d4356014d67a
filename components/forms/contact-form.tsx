'use client';

import { Suspense } from 'react';
import { TextAreaField, TextField } from '@/components/ui/field';
import { SITE } from '@/data/site';
import {
  CONTACT_LIMITS as LIMITS,
  contactSchema,
  EMPTY_CONTACT,
  readContactDraft,
  type ContactMessage,
  type ContactValues,
} from '@/lib/forms/contact';
import { FormSuccess, preloadFormSuccess } from './lazy-form-success';
import { MailLink, PhoneLink, SimulatedForm } from './simulated-form';
import { useSimulatedForm } from './use-simulated-form';
import { FORM_DELAY_MS } from '@/lib/constants';

/** 'Send us a message': the contact form, then the promise of a reply within 24 hours. */
export function ContactForm() {
  const controller = useSimulatedForm<ContactValues, ContactMessage>({
    schema: contactSchema,
    defaultValues: EMPTY_CONTACT,
    draftKey: 'contact-form',
    readDraft: readContactDraft,
    delayMs: FORM_DELAY_MS,
    onSubmitStart: preloadFormSuccess,
  });
  const { field, submitted, restart } = controller;

  if (submitted) {
    return (
      <Suspense fallback={null}>
        <FormSuccess
          title="Message Sent!"
          message={`Thank you, ${submitted.fullName}. We have received your message and will reply to ${submitted.email} within 24 hours.`}
          detailsTitle="Your message"
          details={[
            ['Full Name', submitted.fullName],
            ['Email Address', submitted.email],
            ...(submitted.phone ? [['Phone Number', submitted.phone] as const] : []),
            ['Subject', submitted.subject],
            ['Message', submitted.message],
          ]}
          againLabel="Send Another Message"
          onAgain={restart}
          homeLabel="Back to Home"
        />
      </Suspense>
    );
  }

  return (
    <SimulatedForm
      controller={controller}
      titleId="contact-form-title"
      header={
        <div>
          <h2 id="contact-form-title" className="text-3xl font-bold text-cream">
            Send us a message
          </h2>
          <p className="mt-3 text-muted">
            Fields marked <span className="text-gold">*</span> are required.
          </p>
        </div>
      }
      noscript={
        <>
          This form needs JavaScript, which is turned off in your browser, so it cannot send your
          message. Please e-mail us at <MailLink email={SITE.contact.email} /> or call{' '}
          <PhoneLink phone={SITE.contact.phone} /> instead.
        </>
      }
      submitLabel="Send Message"
      submittingLabel="Sending..."
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
          label="Phone Number"
          hint="Optional."
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.phone}
          {...field('phone')}
        />
        <TextField label="Subject" required maxLength={LIMITS.subject} {...field('subject')} />
        <TextAreaField
          label="Message"
          required
          rows={6}
          maxLength={LIMITS.message}
          className="sm:col-span-2"
          {...field('message')}
        />
      </div>
    </SimulatedForm>
  );
}
