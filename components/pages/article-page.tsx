import type { Metadata } from 'next';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatMessage } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';
import { notFound } from 'next/navigation';
import { Clock } from 'lucide';
import { ArticleCard } from '@/components/articles/article-card';
import { AuthorCard } from '@/components/articles/author-card';
import { READING_MEASURE } from '@/components/content/content-sections';
import { PublicationPage } from '@/components/content/publication-page';
import { RelatedSection } from '@/components/content/related-section';
import { ShareLinks } from '@/components/share/share-links';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { getArticleBySlug, getArticleSlugs } from '@/data/articles';
import { getRelatedArticles } from '@/lib/related';
import type { Article } from '@/data/schemas/articles';
import { SITE } from '@/data/site';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/dates';
import { articlesFeed } from '@/lib/feeds';
import { buildPageMetadata } from '@/lib/metadata';
import { articleOgImage } from '@/lib/og';
import { buildArticlePageJsonLd } from '@/lib/structured-data';

/** Every slug, for both editions' `generateStaticParams`. */
export function articleParams() {
  return getArticleSlugs().map((slug) => ({ slug }));
}

export function articleMetadata(slug: string, locale: Locale): Metadata {
  const article = getArticleBySlug(slug, locale);
  if (!article) return {};
  // The spec sets the document title to exactly this, without the site name the template adds.
  return buildPageMetadata({
    absoluteTitle: true,
    title: article.metaTitle ?? article.title,
    description: article.metaDescription ?? article.excerpt,
    path: `/articles/${article.slug}`,
    locale,
    image: articleOgImage(article, locale),
    type: 'article',
    article: {
      publishedTime: article.publishedAt,
      section: getMessages(locale).labels.articleCategories[article.category],
      tags: article.tags,
    },
    feeds: [articlesFeed(locale)],
  });
}

/** An article: its text, tags, author and related articles. */
export function ArticlePage({ slug, locale }: { slug: string; locale: Locale }) {
  const article = getArticleBySlug(slug, locale);
  if (!article) notFound();
  const { articles: t, labels } = getMessages(locale);
  const path = `/articles/${article.slug}`;

  return (
    <PublicationPage
      listing={{ label: t.title, href: localizePath('/articles', locale), back: t.back }}
      locale={locale}
      path={localizePath(path, locale)}
      category={labels.articleCategories[article.category]}
      title={article.title}
      meta={
        <>
          <li>
            <span className="sr-only">{t.by}</span>
            <span className="font-semibold">{article.author.name}</span>
          </li>
          <li>
            <time dateTime={article.publishedAt}>
              {formatLongDate(article.publishedAt, locale)}
            </time>
          </li>
          <li className="flex items-center gap-1.5">
            <Icon node={Clock} className="size-4 text-gold" />
            {formatMessage(t.minRead, { minutes: article.readingTime })}
          </li>
        </>
      }
      share={
        <div className="mt-6">
          <ShareLinks title={article.title} path={path} label={t.share} locale={locale} />
        </div>
      }
      coverImage={article.coverImage}
      sections={article.content.sections}
      after={
        <footer className={cn('mx-auto mt-12 space-y-10', READING_MEASURE)}>
          <section aria-labelledby="article-tags">
            <h2 id="article-tags" className="text-xl font-bold text-cream">
              {t.tags}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Badge tone="neutral">{tag}</Badge>
                </li>
              ))}
            </ul>
          </section>
          <AuthorCard author={article.author} locale={locale} />
        </footer>
      }
      related={
        <RelatedSection
          id="related-articles"
          title={t.related}
          items={getRelatedArticles(article, locale)}
        >
          {(other: Article) => <ArticleCard article={other} headingLevel="h3" locale={locale} />}
        </RelatedSection>
      }
      jsonLd={buildArticlePageJsonLd(article, SITE, locale)}
      search={{ kind: 'article', date: article.publishedAt }}
    />
  );
}
