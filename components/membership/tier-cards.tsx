import { Check, Percent } from 'lucide';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import type { MembershipTier } from '@/data/schemas/membership';
import { formatIdr } from '@/lib/currency';
import { cn } from '@/lib/cn';
import { formatMessage } from '@/lib/i18n/format';
import { TIER_CHOICE_ATTRIBUTE } from '@/lib/forms/membership';

type Props = {
  tiers: readonly MembershipTier[];
  locale: Locale;
  /** Where each card's call to action jumps: the application form's section. */
  formHref: `#${string}`;
};

/**
 * The three tiers side by side, each with its annual fee (formatIdr), event discount and what it
 * includes. A card's call to action jumps to the form and, with JavaScript, picks its tier there.
 */
export function TierCards({ tiers, locale, formHref }: Props) {
  const t = getMessages(locale).membership;
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {tiers.map((tier) => {
        const titleId = `tier-${tier.id}`;
        const featured = tier.id === 'full';
        return (
          <li
            key={tier.id}
            className={cn(
              'flex flex-col rounded-xl border bg-surface p-6 shadow-lg shadow-black/30 sm:p-8',
              featured ? 'border-gold' : 'border-line',
            )}
          >
            <h3 id={titleId} className="text-2xl font-bold text-cream">
              {tier.name}
            </h3>
            <p className="mt-4">
              <span className="font-display text-3xl font-bold text-gold">
                {formatIdr(tier.annualFee)}
              </span>{' '}
              <span className="text-muted">{t.perYear}</span>
            </p>
            <p className="mt-3 text-muted">{tier.summary}</p>
            <ul className="mt-6 space-y-3 border-t border-line pt-6">
              <li className="flex gap-3 font-semibold text-cream">
                <Icon node={Percent} className="mt-0.5 text-gold" />
                {formatMessage(t.eventDiscount, { percent: tier.eventDiscount })}
              </li>
              {tier.features.map((feature) => (
                <li key={feature} className="flex gap-3 text-cream">
                  <Icon node={Check} className="mt-0.5 text-gold" />
                  {feature}
                </li>
              ))}
            </ul>
            <div className="mt-auto pt-8">
              <a
                href={formHref}
                {...{ [TIER_CHOICE_ATTRIBUTE]: tier.id }}
                className={buttonClasses({
                  variant: featured ? 'primary' : 'secondary',
                  className: 'w-full',
                })}
              >
                {formatMessage(t.applyAs, { tier: tier.name })}
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
