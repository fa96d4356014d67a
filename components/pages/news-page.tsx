import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { Container } from '@/components/layout/container';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/layout/page-hero';
import { NewsCard } from '@/components/news/news-card';
import { NewsListing, type NewsListingStrings } from '@/components/news/news-listing';
import { getPublishedNews } from '@/data/news';
import { SITE } from '@/data/site';
import { newsFeed } from '@/lib/feeds';
import { buildPageMetadata } from '@/lib/metadata';
import { newsYearOptions, toNewsEntry } from '@/lib/news';

import { Interpolate } from '@/components/ui/interpolate';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatMessage } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';

export function newsMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).news;
  return buildPageMetadata({
    title: t.title,
    description: formatMessage(t.metaDescription, { name: SITE.name }),
    path: '/news',
    locale,
    feeds: [newsFeed(locale)],
  });
}

/** What the newsroom listing's island needs of the dictionary. */
export function newsListingStrings(locale: Locale): NewsListingStrings {
  const { news, common, labels } = getMessages(locale);
  return {
    ...news.listing,
    submit: common.search,
    filters: common.filters,
    categoryLabels: labels.newsCategories,
    allYears: labels.allYears,
    pagination: common.pagination,
  };
}

/** The newsroom: categories, search, years and the cards. */
export function NewsPage({ locale }: { locale: Locale }) {
  const news = getPublishedNews(locale);
  const t = getMessages(locale).news;
  return (
    <>
      <PageHero
        eyebrow={t.eyebrow}
        title={t.title}
        description={
          <Interpolate
            message={t.description}
            values={{
              articles: (
                <Link
                  href={localizePath('/articles', locale)}
                  className="text-gold underline underline-offset-4 hover:text-gold-soft"
                >
                  {t.articlesLink}
                </Link>
              ),
            }}
          />
        }
      >
        <ButtonLink href={localizePath('/articles', locale)} variant="secondary" className="mt-8">
          {t.toArticles}
        </ButtonLink>
      </PageHero>
      <Container className="py-14">
        <NewsListing
          items={news.map(toNewsEntry)}
          years={newsYearOptions(news)}
          cards={Object.fromEntries(
            news.map((item) => [
              item.slug,
              <NewsCard key={item.slug} item={item} locale={locale} />,
            ]),
          )}
          strings={newsListingStrings(locale)}
        />
      </Container>
    </>
  );
}
