'use client';

import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { IdentityFields } from '@/components/forms/identity-fields';
import { preloadFormSuccess } from '@/components/forms/lazy-form-success';
import { MailLink, PhoneLink } from '@/components/forms/contact-links';
import { SimulatedForm } from '@/components/forms/simulated-form';
import { revealControl, useChoiceLinks } from '@/components/forms/use-choice-links';
import { useMemberNames } from '@/components/forms/use-member-names';
import { useSimulatedForm } from '@/components/forms/use-simulated-form';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { FormHeading } from '@/components/forms/form-heading';
import { Interpolate } from '@/components/ui/interpolate';
import type { Locale } from '@/data/locales';
import type { Messages } from '@/data/messages';
import type { FormContact } from '@/data/site';
import { FORM_DELAY_MS, MEMBERSHIP_MIN_BOARD_YEARS } from '@/lib/constants';
import {
  createApplicationReference,
  EMPTY_MEMBERSHIP,
  isMembershipTier,
  MEMBERSHIP_LIMITS as LIMITS,
  OTHER_CHOICE,
  readMembershipDraft,
  TIER_CHOICE_ATTRIBUTE,
} from '@/lib/forms/membership';
import type { MembershipApplication, MembershipValues } from '@/lib/forms/membership-schema';
import type { MembershipTier } from '@/data/options';
import { formatMessage } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';
import { MembershipConfirmation } from './membership-confirmation';
import { ReferrerField } from './referrer-field';

export type Option = { value: string; label: string };
export type TierChoice = { id: MembershipTier; name: string; fee: string };

type Props = {
  locale: Locale;
  /** The form's and the confirmation's words, in the page's language. */
  strings: Pick<Messages['membership'], 'form' | 'success'>;
  tiers: readonly TierChoice[];
  industries: readonly Option[];
  provinces: readonly Option[];
  /** The directory's search index, where the referring member's names come from. */
  directoryIndexUrl: string;
  /** The association's names (consent, the reference) and how to reach the secretariat instead. */
  contact: FormContact;
};

/** A titled group of fields. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-line pt-6">
      <legend className="float-left mb-6 w-full font-sans text-sm font-semibold tracking-[0.2em] text-gold uppercase">
        {legend}
      </legend>
      <div className="clear-left grid gap-6 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The membership application, then its confirmation: a reference, what was sent, what comes next. */
export function MembershipForm({
  locale,
  strings,
  tiers,
  industries,
  provinces,
  directoryIndexUrl,
  contact,
}: Props) {
  const t = strings.form;
  const members = useMemberNames(directoryIndexUrl);
  const loadSchema = useCallback(
    () =>
      import('@/lib/forms/membership-schema').then((rules) =>
        rules.createMembershipSchema({
          language: locale,
          provinces: provinces.flatMap(({ value }) => (value === OTHER_CHOICE ? [] : [value])),
        }),
      ),
    [locale, provinces],
  );
  const [reference, setReference] = useState<string | null>(null);
  const controller = useSimulatedForm<MembershipValues, MembershipApplication>({
    loadSchema,
    defaultValues: EMPTY_MEMBERSHIP,
    draftKey: 'membership-form',
    readDraft: readMembershipDraft,
    delayMs: FORM_DELAY_MS,
    target: { form: 'membership', language: locale },
    errorPrefix: t.errorPrefix,
    onSubmitStart: preloadFormSuccess,
    // The receiver's, when the site has one; otherwise made as the application is sent, so every
    // submission has its own.
    onSuccess: (_, receipt) =>
      setReference(receipt.reference ?? createApplicationReference(contact.shortName)),
  });
  const { field, submitted, restart } = controller;
  const { setValue, clearErrors } = controller.form;

  // A tier card's call to action jumps to the form; with JavaScript it also picks that tier.
  useChoiceLinks(
    TIER_CHOICE_ATTRIBUTE,
    isMembershipTier,
    (tier) => {
      if (!revealControl('tier')) return false;
      setValue('tier', tier);
      clearErrors('tier');
      return true;
    },
    !submitted,
  );

  // Rendered again only when what a field shows changes (useSimulatedForm keeps `field`).
  const { names: memberNames, load: loadMembers } = members;
  const fields = useMemo(() => {
    const choose = (options: readonly Option[]) => [{ value: '', label: t.chooseOne }, ...options];
    return (
      <>
        <Group legend={t.aboutYou}>
          <IdentityFields field={field} labels={t} />
        </Group>

        <Group legend={t.boardRole}>
          <SelectField
            label={t.industry}
            required
            options={choose(industries)}
            {...field('industry')}
          />
          <SelectField
            label={t.province}
            required
            options={choose(provinces)}
            {...field('province')}
          />
          <TextField
            label={t.boardYears}
            required
            hint={formatMessage(t.boardYearsHint, { min: MEMBERSHIP_MIN_BOARD_YEARS })}
            inputMode="numeric"
            autoComplete="off"
            maxLength={LIMITS.boardYears}
            {...field('boardYears')}
          />
          <SelectField
            label={t.tier}
            required
            options={choose(
              tiers.map((tier) => ({
                value: tier.id,
                label: formatMessage(t.tierOption, { tier: tier.name, fee: tier.fee }),
              })),
            )}
            {...field('tier')}
          />
        </Group>

        <Group legend={t.application}>
          <ReferrerField
            label={t.referrer}
            hint={t.referrerHint}
            maxLength={LIMITS.referrer}
            members={memberNames}
            onFocus={loadMembers}
            {...field('referrer')}
          />
          <TextField
            label={t.linkedin}
            hint={t.linkedinHint}
            type="url"
            autoComplete="url"
            maxLength={LIMITS.linkedin}
            {...field('linkedin')}
          />
          <TextAreaField
            label={t.motivation}
            required
            hint={t.motivationHint}
            rows={5}
            maxLength={LIMITS.motivation}
            className="sm:col-span-2"
            {...field('motivation')}
          />
        </Group>

        <CheckboxField
          required
          label={formatMessage(t.consent, { name: contact.name })}
          {...field('consent')}
        />
      </>
    );
  }, [field, t, tiers, industries, provinces, memberNames, loadMembers, contact.name]);

  if (submitted && reference) {
    return (
      <MembershipConfirmation
        sent={submitted}
        reference={reference}
        strings={strings}
        tiers={tiers}
        industries={industries}
        provinces={provinces}
        homeHref={localizePath('/', locale)}
        onAgain={() => {
          setReference(null);
          restart();
        }}
      />
    );
  }

  const reachUs = {
    email: <MailLink email={contact.email} />,
    phone: <PhoneLink phone={contact.phone} />,
  };

  return (
    <SimulatedForm
      controller={controller}
      contact={contact}
      titleId="membership-form-title"
      header={
        <FormHeading id="membership-form-title" title={t.title} requiredNote={t.requiredNote} />
      }
      noscript={<Interpolate message={t.noscript} values={reachUs} />}
      footer={
        <p className="text-sm text-muted">
          <Interpolate message={t.questions} values={reachUs} />
        </p>
      }
      summaryTitle={t.summaryTitle}
      submitLabel={t.submit}
      submittingLabel={t.submitting}
    >
      {fields}
    </SimulatedForm>
  );
}
