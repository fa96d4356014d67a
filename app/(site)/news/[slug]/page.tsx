import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentSections, READING_MEASURE } from '@/components/content/content-sections';
import { RelatedSection } from '@/components/content/related-section';
import { Container } from '@/components/layout/container';
import { NewsCard } from '@/components/news/news-card';
import { ShareLinks } from '@/components/share/share-links';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ExternalLink } from '@/components/ui/external-link';
import { JsonLd } from '@/components/ui/json-ld';
import { SectionCard } from '@/components/ui/section-card';
import { StaticImage } from '@/components/ui/static-image';
import { COVER_SIZE } from '@/data/image-sizes';
import { getNewsBySlug, getNewsSlugs, getRelatedNews } from '@/data/news';
import type { NewsItem } from '@/data/schemas/news';
import { INTERNAL_SOURCE } from '@/data/options';
import { SITE } from '@/data/site';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/dates';
import { NEWS_FEED } from '@/lib/feeds';
import { buildPageMetadata } from '@/lib/metadata';
import { newsOgImage } from '@/lib/og';
import { buildArticleJsonLd } from '@/lib/structured-data';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getNewsSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = getNewsBySlug((await params).slug);
  if (!item) return {};
  // The spec sets the document title to exactly this, without the site name the template adds.
  return buildPageMetadata({
    absoluteTitle: true,
    title: item.metaTitle ?? item.headline,
    description: item.metaDescription ?? item.excerpt,
    path: `/news/${item.slug}`,
    image: newsOgImage(item),
    type: 'article',
    article: { publishedTime: item.publishedAt, section: item.category },
    feeds: [NEWS_FEED],
  });
}

export default async function NewsItemPage({ params }: Props) {
  const item = getNewsBySlug((await params).slug);
  if (!item) notFound();
  const path = `/news/${item.slug}`;
  const related = getRelatedNews(item);

  return (
    <Container className="pt-32 pb-20 print:pt-0">
      <div className="print:hidden">
        <Breadcrumb
          items={[
            { label: 'Home', href: '/' },
            { label: 'Newsroom', href: '/news' },
            { label: item.headline, href: path },
          ]}
        />
        <div className="mt-6">
          <BackLink href="/news">Back to Newsroom</BackLink>
        </div>
      </div>

      <article className="mx-auto mt-8 max-w-4xl">
        <header>
          <Badge>{item.category}</Badge>
          <h1 className="mt-4 text-4xl font-bold text-cream sm:text-5xl">{item.headline}</h1>
          <ul className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-cream">
            <li>
              <time dateTime={item.publishedAt}>{formatLongDate(item.publishedAt)}</time>
            </li>
            {item.author ? (
              <li>
                By <span className="font-semibold">{item.author}</span>
              </li>
            ) : null}
            <li>Source: {item.source}</li>
          </ul>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-4">
            <ShareLinks title={item.headline} path={path} label="Share this news item" />
            {item.sourceUrl ? (
              <ExternalLink href={item.sourceUrl} className="print:hidden">
                Read Original Article
              </ExternalLink>
            ) : null}
          </div>
        </header>

        <StaticImage
          src={item.coverImage}
          alt=""
          {...COVER_SIZE}
          sizes="(min-width: 896px) 896px, 100vw"
          preload
          className="mt-8 aspect-video w-full rounded-xl bg-surface-raised object-cover"
        />

        <ContentSections
          sections={item.content.sections}
          className={cn('mx-auto mt-10', READING_MEASURE)}
        />

        {item.keyHighlights ? (
          <SectionCard
            id="key-highlights"
            title="Key Highlights"
            className={cn('mx-auto mt-12', READING_MEASURE)}
          >
            <ul className="list-disc space-y-2 pl-6 text-cream/90 marker:text-gold">
              {item.keyHighlights.map((highlight, position) => (
                <li key={position}>{highlight}</li>
              ))}
            </ul>
          </SectionCard>
        ) : null}
      </article>

      <RelatedSection id="related-news" title="Related News" items={related}>
        {(other: NewsItem) => <NewsCard item={other} headingLevel="h3" />}
      </RelatedSection>

      <JsonLd
        data={buildArticleJsonLd(
          {
            type: 'NewsArticle',
            headline: item.headline,
            description: item.metaDescription ?? item.excerpt,
            image: item.coverImage,
            datePublished: item.publishedAt,
            // Unsigned items are written by the association itself, or by the outlet they quote.
            ...(item.author
              ? { author: { name: item.author } }
              : item.source !== INTERNAL_SOURCE
                ? { authorOrganization: item.source }
                : {}),
            section: item.category,
            publisher: { name: SITE.name, url: '/', logo: SITE.logo },
            path,
          },
          SITE.url,
        )}
      />
    </Container>
  );
}
