import type { Metadata } from 'next';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatMessage } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';
import { notFound } from 'next/navigation';
import { READING_MEASURE } from '@/components/content/content-sections';
import { PublicationPage } from '@/components/content/publication-page';
import { RelatedSection } from '@/components/content/related-section';
import { NewsCard } from '@/components/news/news-card';
import { ShareLinks } from '@/components/share/share-links';
import { ExternalLink } from '@/components/ui/external-link';
import { SectionCard } from '@/components/ui/section-card';
import { getNewsBySlug, getNewsSlugs } from '@/data/news';
import { getRelatedNews } from '@/lib/related';
import type { NewsItem } from '@/data/schemas/news';
import { SITE } from '@/data/site';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/dates';
import { newsFeed } from '@/lib/feeds';
import { buildPageMetadata } from '@/lib/metadata';
import { newsOgImage } from '@/lib/og';
import { buildNewsPageJsonLd } from '@/lib/structured-data';

/** Every slug, for both editions' `generateStaticParams`. */
export function newsItemParams() {
  return getNewsSlugs().map((slug) => ({ slug }));
}

export function newsItemMetadata(slug: string, locale: Locale): Metadata {
  const item = getNewsBySlug(slug, locale);
  if (!item) return {};
  // The spec sets the document title to exactly this, without the site name the template adds.
  return buildPageMetadata({
    absoluteTitle: true,
    title: item.metaTitle ?? item.headline,
    description: item.metaDescription ?? item.excerpt,
    path: `/news/${item.slug}`,
    locale,
    image: newsOgImage(item, locale),
    type: 'article',
    article: {
      publishedTime: item.publishedAt,
      section: getMessages(locale).labels.newsCategories[item.category],
    },
    feeds: [newsFeed(locale)],
  });
}

/** A news item: its text, highlights, source and related news. */
export function NewsItemPage({ slug, locale }: { slug: string; locale: Locale }) {
  const item = getNewsBySlug(slug, locale);
  if (!item) notFound();
  const { news: t, labels, common } = getMessages(locale);
  const path = `/news/${item.slug}`;

  return (
    <PublicationPage
      listing={{ label: t.title, href: localizePath('/news', locale), back: t.back }}
      locale={locale}
      path={localizePath(path, locale)}
      category={labels.newsCategories[item.category]}
      title={item.headline}
      meta={
        <>
          <li>
            <time dateTime={item.publishedAt}>{formatLongDate(item.publishedAt, locale)}</time>
          </li>
          {item.author ? (
            <li>
              {t.by}
              <span className="font-semibold">{item.author}</span>
            </li>
          ) : null}
          <li>{formatMessage(t.source, { source: item.source })}</li>
        </>
      }
      share={
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-4">
          <ShareLinks title={item.headline} path={path} label={t.share} locale={locale} />
          {item.sourceUrl ? (
            <ExternalLink
              href={item.sourceUrl}
              className="print:hidden"
              newTabLabel={common.newTab}
            >
              {t.readOriginal}
            </ExternalLink>
          ) : null}
        </div>
      }
      coverImage={item.coverImage}
      sections={item.content.sections}
      after={
        item.keyHighlights ? (
          <SectionCard
            id="key-highlights"
            title={t.highlights}
            className={cn('mx-auto mt-12', READING_MEASURE)}
          >
            <ul className="list-disc space-y-2 pl-6 text-cream/90 marker:text-gold">
              {item.keyHighlights.map((highlight, position) => (
                <li key={position}>{highlight}</li>
              ))}
            </ul>
          </SectionCard>
        ) : null
      }
      related={
        <RelatedSection id="related-news" title={t.related} items={getRelatedNews(item, locale)}>
          {(other: NewsItem) => <NewsCard item={other} headingLevel="h3" locale={locale} />}
        </RelatedSection>
      }
      jsonLd={buildNewsPageJsonLd(item, SITE, locale)}
      search={{ kind: 'news', date: item.publishedAt }}
    />
  );
}
