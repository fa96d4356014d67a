'use client';

import { useMemo } from 'react';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { COLLABORATION_TYPES } from '@/data/options';
import type { Locale } from '@/data/locales';
import type { FormContact } from '@/data/site';
import {
  COLLABORATION_TYPE_LABELS,
  EMPTY_PARTNERSHIP,
  isPartnershipPackage,
  PARTNERSHIP_LIMITS as LIMITS,
  PARTNERSHIP_PACKAGE_ATTRIBUTE,
  PARTNERSHIP_PACKAGE_LABELS,
  PARTNERSHIP_PACKAGES,
  readPartnershipDraft,
} from '@/lib/forms/partnership';
import type { PartnershipApplication, PartnershipValues } from '@/lib/forms/partnership-schema';
import { APPLICANT_LABELS } from '@/lib/forms/applicant';
import { IdentityFields } from './identity-fields';
import { INDONESIAN, IndonesianApplicationForm, IndonesianApplicationSuccess } from './indonesian';
import { preloadFormSuccess } from './lazy-form-success';
import { revealControl, useChoiceLinks } from './use-choice-links';
import { useSimulatedForm } from './use-simulated-form';
import { FORM_DELAY_MS } from '@/lib/constants';

const COLLABORATION_OPTIONS = [
  { value: '', label: INDONESIAN.chooseOne },
  ...COLLABORATION_TYPES.map((value) => ({ value, label: COLLABORATION_TYPE_LABELS[value] })),
];
// Optional: its empty option says no package is chosen yet rather than asking for one.
const PACKAGE_OPTIONS = [
  { value: '', label: 'Belum ditentukan' },
  ...PARTNERSHIP_PACKAGES.map((value) => ({ value, label: PARTNERSHIP_PACKAGE_LABELS[value] })),
];

/** The form's rules, fetched once it has hydrated (useSimulatedForm). */
const loadSchema = () =>
  import('@/lib/forms/partnership-schema').then((rules) => rules.partnershipSchema);

/**
 * The partnership application (in Indonesian), then the promise of a reply in 1-2 working days.
 * The package cards' buttons fill in its optional package choice.
 */
export function PartnershipForm({
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
  const controller = useSimulatedForm<PartnershipValues, PartnershipApplication>({
    loadSchema,
    defaultValues: EMPTY_PARTNERSHIP,
    draftKey: 'partnership-form',
    readDraft: readPartnershipDraft,
    delayMs: FORM_DELAY_MS,
    target: { form: 'partnership', language: locale },
    errorPrefix: INDONESIAN.errorPrefix,
    onSubmitStart: preloadFormSuccess,
  });
  const { field, submitted, restart } = controller;
  const { setValue } = controller.form;

  // A package card's call to action jumps to the form; with JavaScript it also picks that package
  // in the optional package choice, where the visitor sees it and can change it, and moves focus
  // there, as the sponsorship page's cards do.
  useChoiceLinks(
    PARTNERSHIP_PACKAGE_ATTRIBUTE,
    isPartnershipPackage,
    (choice) => {
      if (!revealControl('package')) return false;
      setValue('package', choice);
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
            label="Jenis Kolaborasi"
            required
            options={COLLABORATION_OPTIONS}
            {...field('collaborationType')}
          />
          <TextAreaField
            label="Target & Objektif"
            required
            hint="Apa yang ingin Anda capai melalui kemitraan ini?"
            rows={5}
            maxLength={LIMITS.objectives}
            className="sm:col-span-2"
            {...field('objectives')}
          />
          <TextField
            label="Periode Kerja Sama"
            hint="Opsional. Misalnya: Juli–Desember 2026."
            maxLength={LIMITS.period}
            {...field('period')}
          />
          <SelectField
            label="Paket Kemitraan"
            hint="Opsional. Paket yang Anda minati, bila sudah ada."
            options={PACKAGE_OPTIONS}
            {...field('package')}
          />
        </div>

        <CheckboxField
          required
          label={`Saya setuju dihubungi oleh ${contact.name} mengenai pengajuan kemitraan ini dan data saya digunakan untuk menindaklanjutinya.`}
          {...field('consent')}
        />
      </>
    ),
    [field, contact.name],
  );

  if (submitted) {
    return (
      <IndonesianApplicationSuccess
        title="Pengajuan Terkirim!"
        message={`Terima kasih, ${submitted.fullName}. Pengajuan kemitraan Anda telah kami terima. Tim kami akan menghubungi Anda melalui ${submitted.email} atau WhatsApp dalam 1–2 hari kerja.`}
        applicant={submitted}
        details={[
          ['Jenis Kolaborasi', COLLABORATION_TYPE_LABELS[submitted.collaborationType]],
          ['Target & Objektif', submitted.objectives],
          ...(submitted.period ? [['Periode', submitted.period] as const] : []),
          ...(submitted.package
            ? [['Paket Kemitraan', PARTNERSHIP_PACKAGE_LABELS[submitted.package]] as const]
            : []),
        ]}
        onAgain={restart}
        homeHref={homeHref}
      />
    );
  }

  return (
    <IndonesianApplicationForm
      controller={controller}
      id="partnership-form"
      contact={contact}
      title="Formulir Pengajuan Kemitraan"
    >
      {fields}
    </IndonesianApplicationForm>
  );
}
