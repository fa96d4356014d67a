import type { Metadata } from 'next';
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
import { getArticleBySlug, getArticleSlugs, getRelatedArticles } from '@/data/articles';
import type { Article } from '@/data/schemas/articles';
import { SITE } from '@/data/site';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/dates';
import { ARTICLES_FEED } from '@/lib/feeds';
import { buildPageMetadata } from '@/lib/metadata';
import { articleOgImage } from '@/lib/og';
import { buildArticlePageJsonLd } from '@/lib/structured-data';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getArticleSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getArticleBySlug((await params).slug);
  if (!article) return {};
  // The spec sets the document title to exactly this, without the site name the template adds.
  return buildPageMetadata({
    absoluteTitle: true,
    title: article.metaTitle ?? article.title,
    description: article.metaDescription ?? article.excerpt,
    path: `/articles/${article.slug}`,
    image: articleOgImage(article),
    type: 'article',
    article: { publishedTime: article.publishedAt, section: article.category, tags: article.tags },
    feeds: [ARTICLES_FEED],
  });
}

export default async function ArticlePage({ params }: Props) {
  const article = getArticleBySlug((await params).slug);
  if (!article) notFound();
  const path = `/articles/${article.slug}`;

  return (
    <PublicationPage
      listing={{ label: 'Articles', href: '/articles', back: 'Back to Articles' }}
      path={path}
      category={article.category}
      title={article.title}
      meta={
        <>
          <li>
            <span className="sr-only">By </span>
            <span className="font-semibold">{article.author.name}</span>
          </li>
          <li>
            <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
          </li>
          <li className="flex items-center gap-1.5">
            <Icon node={Clock} className="size-4 text-gold" />
            {article.readingTime} min read
          </li>
        </>
      }
      share={
        <div className="mt-6">
          <ShareLinks title={article.title} path={path} label="Share this article" />
        </div>
      }
      coverImage={article.coverImage}
      sections={article.content.sections}
      after={
        <footer className={cn('mx-auto mt-12 space-y-10', READING_MEASURE)}>
          <section aria-labelledby="article-tags">
            <h2 id="article-tags" className="text-xl font-bold text-cream">
              Tags
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Badge tone="neutral">{tag}</Badge>
                </li>
              ))}
            </ul>
          </section>
          <AuthorCard author={article.author} />
        </footer>
      }
      related={
        <RelatedSection
          id="related-articles"
          title="Related Articles"
          items={getRelatedArticles(article)}
        >
          {(other: Article) => <ArticleCard article={other} headingLevel="h3" />}
        </RelatedSection>
      }
      jsonLd={buildArticlePageJsonLd(article, SITE)}
    />
  );
}
