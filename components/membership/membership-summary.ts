import type { Messages } from '@/data/messages';
import {
  MEMBERSHIP_CONFIRM_DAYS,
  MEMBERSHIP_CONVERSATION_DAYS,
  MEMBERSHIP_DECISION_DAYS,
} from '@/lib/constants';
import type { MembershipApplication } from '@/lib/forms/membership';
import { formatMessage } from '@/lib/i18n/format';

type Strings = Messages['membership'];
type Option = { value: string; label: string };

const labelOf = (options: readonly Option[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** What was sent, label and value, in the form's order; the optional fields only when filled. */
export function membershipDetails(
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
    tiers: readonly { id: string; name: string; fee: string }[];
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
export function nextSteps(sent: MembershipApplication, s: Strings['success'], fee: string) {
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
