import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { READING_MEASURE } from '@/components/content/content-sections';
import { PublicationPage } from '@/components/content/publication-page';
import { RelatedSection } from '@/components/content/related-section';
import { NewsCard } from '@/components/news/news-card';
import { ShareLinks } from '@/components/share/share-links';
import { ExternalLink } from '@/components/ui/external-link';
import { SectionCard } from '@/components/ui/section-card';
import { getNewsBySlug, getNewsSlugs, getRelatedNews } from '@/data/news';
import type { NewsItem } from '@/data/schemas/news';
import { SITE } from '@/data/site';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/dates';
import { NEWS_FEED } from '@/lib/feeds';
import { buildPageMetadata } from '@/lib/metadata';
import { newsOgImage } from '@/lib/og';
import { buildNewsPageJsonLd } from '@/lib/structured-data';

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

  return (
    <PublicationPage
      listing={{ label: 'Newsroom', href: '/news', back: 'Back to Newsroom' }}
      path={path}
      category={item.category}
      title={item.headline}
      meta={
        <>
          <li>
            <time dateTime={item.publishedAt}>{formatLongDate(item.publishedAt)}</time>
          </li>
          {item.author ? (
            <li>
              By <span className="font-semibold">{item.author}</span>
            </li>
          ) : null}
          <li>Source: {item.source}</li>
        </>
      }
      share={
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-4">
          <ShareLinks title={item.headline} path={path} label="Share this news item" />
          {item.sourceUrl ? (
            <ExternalLink href={item.sourceUrl} className="print:hidden">
              Read Original Article
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
            title="Key Highlights"
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
        <RelatedSection id="related-news" title="Related News" items={getRelatedNews(item)}>
          {(other: NewsItem) => <NewsCard item={other} headingLevel="h3" />}
        </RelatedSection>
      }
      jsonLd={buildNewsPageJsonLd(item, SITE)}
    />
  );
}
