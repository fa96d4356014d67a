'use client';

import { useMemo } from 'react';
import { CheckboxField, SelectField, TextAreaField } from '@/components/ui/field';
import { EVENT_TARGETS } from '@/data/options';
import type { Locale } from '@/data/locales';
import type { FormContact } from '@/data/site';
import {
  EMPTY_SPONSORSHIP,
  EVENT_TARGET_LABELS,
  isSponsorshipPackage,
  PACKAGE_CHOICE_ATTRIBUTE,
  readSponsorshipDraft,
  SPONSORSHIP_LIMITS as LIMITS,
  SPONSORSHIP_PACKAGE_LABELS,
  SPONSORSHIP_PACKAGES,
} from '@/lib/forms/sponsorship';
import type { SponsorshipApplication, SponsorshipValues } from '@/lib/forms/sponsorship-schema';
import { APPLICANT_LABELS } from '@/lib/forms/applicant';
import { IdentityFields } from './identity-fields';
import { INDONESIAN, IndonesianApplicationForm, IndonesianApplicationSuccess } from './indonesian';
import { preloadFormSuccess } from './lazy-form-success';
import { revealControl, useChoiceLinks } from './use-choice-links';
import { useSimulatedForm } from './use-simulated-form';
import { FORM_DELAY_MS } from '@/lib/constants';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => [
  { value: '', label: INDONESIAN.chooseOne },
  ...values.map((value) => ({ value, label: labels[value] })),
];
const PACKAGE_OPTIONS = options(SPONSORSHIP_PACKAGES, SPONSORSHIP_PACKAGE_LABELS);
const EVENT_OPTIONS = options(EVENT_TARGETS, EVENT_TARGET_LABELS);

/** The form's rules, fetched once it has hydrated (useSimulatedForm). */
const loadSchema = () =>
  import('@/lib/forms/sponsorship-schema').then((rules) => rules.sponsorshipSchema);

/** The sponsorship application (in Indonesian); the package cards' buttons pick a package in it. */
export function SponsorshipForm({
  contact,
  locale,
  homeHref = '/',
}: {
  /** The association's name (for the consent) and how to reach the secretariat instead. */
  contact: FormContact;
  /** The page's edition: the language a submission is filed under (the form is Indonesian in both). */
  locale: Locale;
  homeHref?: string;
}) {
  const controller = useSimulatedForm<SponsorshipValues, SponsorshipApplication>({
    loadSchema,
    defaultValues: EMPTY_SPONSORSHIP,
    draftKey: 'sponsorship-form',
    readDraft: readSponsorshipDraft,
    delayMs: FORM_DELAY_MS,
    target: { form: 'sponsorship', language: locale },
    errorPrefix: INDONESIAN.errorPrefix,
    onSubmitStart: preloadFormSuccess,
  });
  const { field, submitted, restart } = controller;
  const { setValue, clearErrors } = controller.form;

  // A package card's call to action jumps to the form; with JavaScript it also picks that package
  // and moves focus to the package control.
  useChoiceLinks(
    PACKAGE_CHOICE_ATTRIBUTE,
    isSponsorshipPackage,
    (choice) => {
      if (!revealControl('package')) return false;
      setValue('package', choice);
      clearErrors('package');
      return true;
    },
    !submitted,
  );

  // Rendered again only when what a field shows changes (useSimulatedForm keeps `field`).
  const fields = useMemo(
    () => (
      <>
        <div className="grid gap-6 sm:grid-cols-2">
          <IdentityFields field={field} labels={APPLICANT_LABELS} phoneName="whatsapp" />
          <SelectField
            label="Paket Sponsorship"
            required
            options={PACKAGE_OPTIONS}
            {...field('package')}
          />
          <SelectField
            label="Event Target"
            required
            options={EVENT_OPTIONS}
            {...field('eventTarget')}
          />
          <TextAreaField
            label="Catatan"
            hint="Opsional. Kebutuhan khusus, jadwal atau pertanyaan."
            rows={4}
            maxLength={LIMITS.notes}
            className="sm:col-span-2"
            {...field('notes')}
          />
        </div>

        <CheckboxField
          required
          label={`Saya setuju dihubungi oleh ${contact.name} mengenai pengajuan sponsorship ini dan data saya digunakan untuk menindaklanjutinya.`}
          {...field('consent')}
        />
      </>
    ),
    [field, contact.name],
  );

  if (submitted) {
    const chosen = SPONSORSHIP_PACKAGE_LABELS[submitted.package];
    return (
      <IndonesianApplicationSuccess
        title="Pengajuan Sponsorship Terkirim!"
        message={`Terima kasih, ${submitted.fullName}. Pengajuan sponsorship Anda untuk paket ${chosen} telah kami terima. Tim kami akan menghubungi Anda melalui ${submitted.email} atau WhatsApp untuk membahas langkah selanjutnya.`}
        applicant={submitted}
        details={[
          ['Paket Sponsorship', chosen],
          ['Event Target', EVENT_TARGET_LABELS[submitted.eventTarget]],
          ...(submitted.notes ? [['Catatan', submitted.notes] as const] : []),
        ]}
        onAgain={restart}
        homeHref={homeHref}
      />
    );
  }

  return (
    <IndonesianApplicationForm
      controller={controller}
      id="sponsorship-form"
      contact={contact}
      title="Formulir Pengajuan Sponsorship"
    >
      {fields}
    </IndonesianApplicationForm>
  );
}
