import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { ArticleCard } from '@/components/articles/article-card';
import {
  ArticlesListing,
  type ArticlesListingStrings,
} from '@/components/articles/articles-listing';
import { Container } from '@/components/layout/container';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/layout/page-hero';
import { getPublishedArticles } from '@/data/articles';
import { SITE } from '@/data/site';
import { toArticleEntry } from '@/lib/articles';
import { articlesFeed } from '@/lib/feeds';
import { buildPageMetadata } from '@/lib/metadata';

import { Interpolate } from '@/components/ui/interpolate';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatMessage } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';

export function articlesMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).articles;
  return buildPageMetadata({
    title: t.title,
    description: formatMessage(t.metaDescription, { name: SITE.name }),
    path: '/articles',
    locale,
    feeds: [articlesFeed(locale)],
  });
}

/** What the articles listing's island needs of the dictionary. */
export function articlesListingStrings(locale: Locale): ArticlesListingStrings {
  const { articles, common, labels } = getMessages(locale);
  return {
    ...articles.listing,
    submit: common.search,
    filters: common.filters,
    categoryLabels: labels.articleCategories,
    pagination: common.pagination,
  };
}

/** Articles: categories, search and the cards. */
export function ArticlesPage({ locale }: { locale: Locale }) {
  const articles = getPublishedArticles(locale);
  const t = getMessages(locale).articles;
  return (
    <>
      <PageHero
        eyebrow={t.eyebrow}
        title={t.title}
        description={
          <Interpolate
            message={t.description}
            values={{
              newsroom: (
                <Link
                  href={localizePath('/news', locale)}
                  className="text-gold underline underline-offset-4 hover:text-gold-soft"
                >
                  {t.newsroomLink}
                </Link>
              ),
            }}
          />
        }
      >
        <ButtonLink href={localizePath('/news', locale)} variant="secondary" className="mt-8">
          {t.toNewsroom}
        </ButtonLink>
      </PageHero>
      <Container className="py-14">
        <ArticlesListing
          articles={articles.map(toArticleEntry)}
          cards={Object.fromEntries(
            articles.map((article) => [
              article.slug,
              <ArticleCard key={article.slug} article={article} locale={locale} />,
            ]),
          )}
          strings={articlesListingStrings(locale)}
        />
      </Container>
    </>
  );
}
