import { getArticleBySlug, getArticleSlugs } from '@/data/articles';
import { getCeoBySlug, getCeoSlugs } from '@/data/ceos';
import { getCrowdfundingProjectBySlug, getCrowdfundingProjectSlugs } from '@/data/crowdfunding';
import { getEventBySlug, getEventSlugs } from '@/data/events';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { getMembershipPage } from '@/data/membership';
import { getNewsBySlug, getNewsSlugs } from '@/data/news';
import { SITE } from '@/data/site';
import { fundingPercent } from '@/lib/crowdfunding';
import { formatIdr } from '@/lib/currency';
import { formatEventDate, formatLongDate } from '@/lib/dates';
import { formatMessage } from '@/lib/i18n/format';
import { formatCount } from '@/lib/i18n/numbers';
import { renderOgCard } from './og-card';

/**
 * The share images, written at build time for each edition (app/og/… and app/id/og/…): the same
 * card with the page's words in its language. Each route file is a thin wrapper around these.
 */

const files = (slugs: readonly string[]) => slugs.map((slug) => ({ file: `${slug}.png` }));
const slugOf = async (params: Promise<{ file: string }>) =>
  (await params).file.replace(/\.png$/, '');
const notFound = () => new Response('Not found', { status: 404 });

export type OgParams = { params: Promise<{ file: string }> };

/** The share preview of every page without its own. */
export function defaultOgCard(locale: Locale) {
  return renderOgCard({
    title: SITE.name,
    lines: [
      formatMessage(getMessages(locale).og.since, {
        year: SITE.foundedYear,
        members: formatCount(SITE.memberCount, locale),
      }),
    ],
    locale,
  });
}

/** The Membership page's share preview: the call to join and the tiers' starting fee. */
export function membershipOgCard(locale: Locale) {
  const t = getMessages(locale).og;
  const { tiers } = getMembershipPage(locale);
  return renderOgCard({
    eyebrow: t.membership,
    title: formatMessage(t.membershipTitle, { name: SITE.name }),
    lines: [
      formatMessage(t.membershipFees, {
        count: tiers.length,
        fee: formatIdr(Math.min(...tiers.map((tier) => tier.annualFee))),
      }),
    ],
    locale,
  });
}

export const eventOgFiles = () => files(getEventSlugs());

export async function eventOgCard(locale: Locale, { params }: OgParams) {
  const event = getEventBySlug(await slugOf(params), locale);
  if (!event) return notFound();
  return renderOgCard({
    eyebrow: `${getMessages(locale).labels.eventCategories[event.category]} · ${event.location.city}`,
    title: event.title,
    lines: [`${formatEventDate(event.date, locale)} · ${event.time}`],
    locale,
  });
}

export const articleOgFiles = () => files(getArticleSlugs());

export async function articleOgCard(locale: Locale, { params }: OgParams) {
  const article = getArticleBySlug(await slugOf(params), locale);
  if (!article) return notFound();
  return renderOgCard({
    eyebrow: formatMessage(getMessages(locale).og.article, {
      category: getMessages(locale).labels.articleCategories[article.category],
    }),
    title: article.title,
    lines: [`${article.author.name} · ${formatLongDate(article.publishedAt, locale)}`],
    locale,
  });
}

export const newsOgFiles = () => files(getNewsSlugs());

export async function newsOgCard(locale: Locale, { params }: OgParams) {
  const item = getNewsBySlug(await slugOf(params), locale);
  if (!item) return notFound();
  return renderOgCard({
    eyebrow: formatMessage(getMessages(locale).og.news, {
      category: getMessages(locale).labels.newsCategories[item.category],
    }),
    title: item.headline,
    lines: [formatLongDate(item.publishedAt, locale)],
    locale,
  });
}

export const ceoOgFiles = () => files(getCeoSlugs());

export async function ceoOgCard(locale: Locale, { params }: OgParams) {
  const ceo = getCeoBySlug(await slugOf(params), locale);
  if (!ceo) return notFound();
  return renderOgCard({
    eyebrow: getMessages(locale).og.ceo,
    title: ceo.name,
    lines: [
      `${ceo.title}, ${ceo.company}`,
      `${getMessages(locale).labels.industries[ceo.industry]} · ${ceo.province}`,
    ],
    locale,
  });
}

export const projectOgFiles = () => files(getCrowdfundingProjectSlugs());

export async function projectOgCard(locale: Locale, { params }: OgParams) {
  const project = getCrowdfundingProjectBySlug(await slugOf(params), locale);
  if (!project) return notFound();
  const t = getMessages(locale).og;
  return renderOgCard({
    eyebrow: formatMessage(t.crowdfunding, {
      industry: getMessages(locale).labels.industries[project.industry],
    }),
    title: project.name,
    lines: [
      formatMessage(t.funding, {
        raised: formatIdr(project.raisedFunding),
        target: formatIdr(project.targetFunding),
        percent: fundingPercent(project),
      }),
      project.location,
    ],
    locale,
  });
}
