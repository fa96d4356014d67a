import { crowdfunding as en } from '@/data/messages/en/crowdfunding';
import { formatIdr } from './currency';
import { formatCountMessage, formatMessage } from './i18n/format';

/** The raised and target amounts of a project, in rupiah. */
export type Funding = { readonly raisedFunding: number; readonly targetFunding: number };

/**
 * The share of the target raised, as the spec says: round(raised / target × 100). Not capped: an
 * over-funded project reads 120%, which is true; only the bar is capped (see fundingProgress).
 */
export function fundingPercent({ raisedFunding, targetFunding }: Funding): number {
  if (!(targetFunding > 0)) throw new RangeError(`fundingPercent: target must be above 0`);
  if (!(raisedFunding >= 0)) throw new RangeError(`fundingPercent: raised must be 0 or more`);
  return Math.round((raisedFunding / targetFunding) * 100);
}

export type FundingProgress = {
  /** round(raised / target × 100), possibly above 100. */
  percent: number;
  /** The bar's width in percent: the percent, never above 100. */
  barWidth: number;
  /** The visible label: '64% Complete'. */
  label: string;
  /** What assistive technology reads for the bar, with the amounts. */
  valueText: string;
};

/** A progress bar's words in an edition (messages `crowdfunding.funding`); English by default. */
export type FundingWords = typeof en.funding;

/** Everything a progress bar of a project shows and announces. */
export function fundingProgress(
  funding: Funding,
  words: FundingWords = en.funding,
): FundingProgress {
  const percent = fundingPercent(funding);
  const label = formatMessage(words.complete, { percent });
  return {
    percent,
    barWidth: Math.min(100, percent),
    label,
    valueText: formatMessage(words.valueText, {
      raised: formatIdr(funding.raisedFunding),
      target: formatIdr(funding.targetFunding),
      complete: label,
    }),
  };
}

/** '24 days left', '1 day left' ('24 hari lagi' with the Indonesian words). */
export function formatDaysLeft(days: number, words: FundingWords = en.funding): string {
  return formatCountMessage(days, words.daysLeft);
}

/** The first `limit` items other than the one with `slug`, in list order (the spec's related projects). */
export function selectRelated<T extends { readonly slug: string }>(
  items: readonly T[],
  slug: string,
  limit: number,
): T[] {
  return items.filter((item) => item.slug !== slug).slice(0, Math.max(0, limit));
}

/** The four uses of funds, in display order. */
export const FUND_USE_CATEGORIES = ['production', 'marketing', 'operations', 'reserve'] as const;

export type FundUseCategory = (typeof FUND_USE_CATEGORIES)[number];

export type FundUseRow = {
  category: FundUseCategory;
  label: string;
  percent: number;
  /** The share of the target in rupiah, rounded to the rupiah. */
  amount: number;
  purpose: string;
};

/**
 * The fund use plan as table rows: each category's share of the target, its amount and purpose,
 * labelled with `labels` (messages `crowdfunding.fundUse.categories`; English by default).
 */
export function fundUseRows(
  targetFunding: number,
  breakdown: Readonly<Record<FundUseCategory, number>>,
  purposes: Readonly<Record<FundUseCategory, string>>,
  labels: Readonly<Record<FundUseCategory, string>> = en.fundUse.categories,
): FundUseRow[] {
  return FUND_USE_CATEGORIES.map((category) => ({
    category,
    label: labels[category],
    percent: breakdown[category],
    amount: Math.round((targetFunding * breakdown[category]) / 100),
    purpose: purposes[category],
  }));
}
