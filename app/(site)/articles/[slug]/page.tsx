import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Clock } from 'lucide';
import { ArticleCard } from '@/components/articles/article-card';
import { AuthorCard } from '@/components/articles/author-card';
import { ContentSections, READING_MEASURE } from '@/components/content/content-sections';
import { RelatedSection } from '@/components/content/related-section';
import { Container } from '@/components/layout/container';
import { ShareLinks } from '@/components/share/share-links';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Icon } from '@/components/ui/icon';
import { JsonLd } from '@/components/ui/json-ld';
import { StaticImage } from '@/components/ui/static-image';
import { getArticleBySlug, getArticleSlugs, getRelatedArticles } from '@/data/articles';
import type { Article } from '@/data/schemas/articles';
import { COVER_SIZE } from '@/data/image-sizes';
import { SITE } from '@/data/site';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/dates';
import { ARTICLES_FEED } from '@/lib/feeds';
import { buildPageMetadata } from '@/lib/metadata';
import { articleOgImage } from '@/lib/og';
import { buildArticleJsonLd } from '@/lib/structured-data';

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
  const related = getRelatedArticles(article);

  return (
    <Container className="pt-32 pb-20 print:pt-0">
      <div className="print:hidden">
        <Breadcrumb
          items={[
            { label: 'Home', href: '/' },
            { label: 'Articles', href: '/articles' },
            { label: article.title, href: path },
          ]}
        />
        <div className="mt-6">
          <BackLink href="/articles">Back to Articles</BackLink>
        </div>
      </div>

      <article className="mx-auto mt-8 max-w-4xl">
        <header>
          <Badge>{article.category}</Badge>
          <h1 className="mt-4 text-4xl font-bold text-cream sm:text-5xl">{article.title}</h1>
          <ul className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-cream">
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
          </ul>
          <div className="mt-6">
            <ShareLinks title={article.title} path={path} label="Share this article" />
          </div>
        </header>

        <StaticImage
          src={article.coverImage}
          alt=""
          {...COVER_SIZE}
          sizes="(min-width: 896px) 896px, 100vw"
          preload
          className="mt-8 aspect-video w-full rounded-xl bg-surface-raised object-cover"
        />

        <ContentSections
          sections={article.content.sections}
          className={cn('mx-auto mt-10', READING_MEASURE)}
        />

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
      </article>

      <RelatedSection id="related-articles" title="Related Articles" items={related}>
        {(other: Article) => <ArticleCard article={other} headingLevel="h3" />}
      </RelatedSection>

      <JsonLd
        data={buildArticleJsonLd(
          {
            type: 'Article',
            headline: article.title,
            description: article.metaDescription ?? article.excerpt,
            image: article.coverImage,
            datePublished: article.publishedAt,
            author: {
              name: article.author.name,
              jobTitle: article.author.role,
              worksFor: article.author.company,
              image: article.author.avatar,
            },
            section: article.category,
            keywords: article.tags,
            publisher: { name: SITE.name, url: '/', logo: SITE.logo },
            path,
          },
          SITE.url,
        )}
      />
    </Container>
  );
}
