import { Clock } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatDaysLeft, fundingProgress, type Funding } from '@/lib/crowdfunding';
import { formatIdr } from '@/lib/currency';
import { formatMessage } from '@/lib/i18n/format';

type Props = {
  funding: Funding;
  daysLeft: number;
  /** The bar's accessible name, e.g. 'Funding progress of Kopi Lereng Ijen'. */
  label: string;
  locale: Locale;
  /** The detail page shows the amounts larger. */
  size?: 'card' | 'page';
  className?: string;
};

/**
 * Raised of target in rupiah, the bar, '64% Complete' and the days left. The bar is a
 * `role="progressbar"` whose value stays within 0–100 and whose value text carries the amounts and
 * the true percent, so an over-funded project (125%) reads correctly while its bar stops at full.
 */
export function FundingProgress({
  funding,
  daysLeft,
  label,
  locale,
  size = 'card',
  className,
}: Props) {
  const words = getMessages(locale).crowdfunding.funding;
  const progress = fundingProgress(funding, words);
  return (
    <div className={className}>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={cn('font-bold text-gold', size === 'page' ? 'text-3xl' : 'text-xl')}>
          {formatIdr(funding.raisedFunding)}
        </span>
        <span className="text-sm text-muted">
          {formatMessage(words.raisedOf, { target: formatIdr(funding.targetFunding) })}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.barWidth}
        aria-valuetext={progress.valueText}
        data-meter
        className={cn(
          'mt-3 overflow-hidden rounded-full bg-surface-hover ring-1 ring-line-strong',
          size === 'page' ? 'h-3' : 'h-2.5',
        )}
      >
        <div className="h-full rounded-full bg-gold" style={{ width: `${progress.barWidth}%` }} />
      </div>
      <p className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold text-cream">{progress.label}</span>
        <span className="flex items-center gap-1.5 text-muted">
          <Icon node={Clock} className="size-4 text-gold" />
          {formatDaysLeft(daysLeft, words)}
        </span>
      </p>
    </div>
  );
}
