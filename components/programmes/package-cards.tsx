import { Check, Ticket } from 'lucide';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import type { ProgrammePackage } from '@/data/schemas/programmes';
import { cn } from '@/lib/cn';
import { formatMessage } from '@/lib/i18n/format';

type Props = {
  packages: readonly ProgrammePackage[];
  locale: Locale;
  /** Where the call to action jumps: the application form's section. */
  formHref: `#${string}`;
  /** The call to action's words for a package ('Choose Gold'). */
  actionLabel: (name: string) => string;
  /**
   * An attribute that tells the form which package was chosen (sponsorship): the link keeps
   * working as a plain jump without JavaScript.
   */
  choiceAttribute?: string;
};

/** Platinum, Gold and Silver side by side, each with its VIP invites and what it includes. */
export function PackageCards({ packages, locale, formHref, actionLabel, choiceAttribute }: Props) {
  const vipInvites = getMessages(locale).programmes.vipInvites;
  return (
    <ul className="grid gap-4 sm:gap-6 lg:grid-cols-3">
      {packages.map((pkg, index) => {
        const titleId = `package-${pkg.id}`;
        const featured = index === 0;
        return (
          <li
            key={pkg.id}
            className={cn(
              'flex flex-col rounded-xl border bg-surface p-5 shadow-lg shadow-black/30 sm:p-8',
              featured ? 'border-gold' : 'border-line',
            )}
          >
            <h3 id={titleId} className="text-2xl font-bold text-cream">
              {pkg.name}
            </h3>
            <p className="mt-3 flex items-center gap-2 text-lg font-semibold text-gold">
              <Icon node={Ticket} />
              {formatMessage(vipInvites, { count: pkg.vipInvites })}
            </p>
            <p className="mt-3 text-muted">{pkg.summary}</p>
            <ul className="mt-6 space-y-3 border-t border-line pt-6">
              {pkg.features.map((feature) => (
                <li key={feature} className="flex gap-3 text-cream">
                  <Icon node={Check} className="mt-0.5 text-gold" />
                  {feature}
                </li>
              ))}
            </ul>
            <div className="mt-auto pt-8">
              <a
                href={formHref}
                {...(choiceAttribute ? { [choiceAttribute]: pkg.id } : {})}
                className={buttonClasses({
                  variant: featured ? 'primary' : 'secondary',
                  className: 'w-full',
                })}
              >
                {actionLabel(pkg.name)}
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
