import { Suspense } from 'react';
import { FormSuccess } from '@/components/forms/lazy-form-success';
import type { Messages } from '@/data/messages';
import {
  MEMBERSHIP_CONFIRM_DAYS,
  MEMBERSHIP_CONVERSATION_DAYS,
  MEMBERSHIP_DECISION_DAYS,
} from '@/lib/constants';
import type { MembershipApplication } from '@/lib/forms/membership-schema';
import { formatMessage } from '@/lib/i18n/format';

type Strings = Messages['membership'];
type Option = { value: string; label: string };
type Tier = { id: string; name: string; fee: string };

const labelOf = (options: readonly Option[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** What was sent, label and value, in the form's order; the optional fields only when filled. */
function membershipDetails(
  sent: MembershipApplication,
  {
    form: t,
    success: s,
    tiers,
    industries,
    provinces,
  }: {
    form: Strings['form'];
    success: Strings['success'];
    tiers: readonly Tier[];
    industries: readonly Option[];
    provinces: readonly Option[];
  },
): [string, string][] {
  const tier = tiers.find((each) => each.id === sent.tier);
  return [
    [t.fullName, sent.fullName],
    [t.email, sent.email],
    [t.company, sent.company],
    [t.position, sent.position],
    [t.phone, sent.phone],
    [t.industry, labelOf(industries, sent.industry)],
    [t.province, labelOf(provinces, sent.province)],
    [t.boardYears, formatMessage(s.boardYears, { count: Number(sent.boardYears) })],
    [t.tier, tier ? formatMessage(t.tierOption, { tier: tier.name, fee: tier.fee }) : sent.tier],
    ...(sent.referrer ? [[t.referrer, sent.referrer] as [string, string]] : []),
    ...(sent.linkedin ? [[t.linkedin, sent.linkedin] as [string, string]] : []),
    [t.motivation, sent.motivation],
  ];
}

/** What happens after the application, each step with when, in the confirmation's words. */
function nextSteps(sent: MembershipApplication, s: Strings['success'], fee: string) {
  const { confirm, conversation, decision, welcome } = s.next;
  return [
    {
      when: formatMessage(confirm.when, { days: MEMBERSHIP_CONFIRM_DAYS }),
      what: formatMessage(confirm.what, { email: sent.email }),
    },
    {
      when: formatMessage(conversation.when, { days: MEMBERSHIP_CONVERSATION_DAYS }),
      what: conversation.what,
    },
    {
      when: formatMessage(decision.when, { days: MEMBERSHIP_DECISION_DAYS }),
      what: formatMessage(decision.what, { fee }),
    },
    { when: welcome.when, what: welcome.what },
  ];
}

type Props = {
  sent: MembershipApplication;
  /** The application's reference, made when it was sent. */
  reference: string;
  strings: Pick<Strings, 'form' | 'success'>;
  tiers: readonly Tier[];
  industries: readonly Option[];
  provinces: readonly Option[];
  homeHref: string;
  onAgain: () => void;
};

/**
 * 'Application Received!': the reference, what was sent (as text, whatever it holds), what happens
 * next and when, and a print button; the confirmation is all the page prints.
 */
export function MembershipConfirmation({
  sent,
  reference,
  strings: { form, success: s },
  tiers,
  industries,
  provinces,
  homeHref,
  onAgain,
}: Props) {
  const tier = tiers.find((each) => each.id === sent.tier);
  return (
    <Suspense fallback={null}>
      <FormSuccess
        title={s.title}
        message={formatMessage(s.message, { name: sent.fullName, tier: tier?.name ?? '' })}
        reference={{ label: s.reference, value: reference, note: s.referenceNote }}
        detailsTitle={s.detailsTitle}
        details={membershipDetails(sent, { form, success: s, tiers, industries, provinces })}
        next={{ title: s.nextTitle, steps: nextSteps(sent, s, tier?.fee ?? '') }}
        printLabel={s.print}
        againLabel={s.again}
        onAgain={onAgain}
        homeLabel={s.home}
        homeHref={homeHref}
      />
    </Suspense>
  );
}
