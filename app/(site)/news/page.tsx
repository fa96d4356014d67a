import Link from 'next/link';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { NewsCard } from '@/components/news/news-card';
import { NewsListing } from '@/components/news/news-listing';
import { getPublishedNews } from '@/data/news';
import { SITE } from '@/data/site';
import { NEWS_FEED } from '@/lib/feeds';
import { buildPageMetadata } from '@/lib/metadata';
import { newsYearOptions, toNewsEntry } from '@/lib/news';

export const metadata = buildPageMetadata({
  title: 'Newsroom',
  description: `Press releases, organisation updates, event recaps, policy notes and media coverage of the ${SITE.name}.`,
  path: '/news',
  feeds: [NEWS_FEED],
});

export default function NewsPage() {
  const news = getPublishedNews();
  return (
    <>
      <PageHero
        eyebrow="News and announcements"
        title="Newsroom"
        description={
          <>
            Announcements from the network, recaps of its events and what the press writes about it.
            For longer reads by members and experts, see the{' '}
            <Link
              href="/articles"
              className="text-gold underline underline-offset-4 hover:text-gold-soft"
            >
              Articles
            </Link>
            .
          </>
        }
      />
      <Container className="py-14">
        <NewsListing
          items={news.map(toNewsEntry)}
          years={newsYearOptions(news)}
          cards={Object.fromEntries(
            news.map((item) => [item.slug, <NewsCard key={item.slug} item={item} />]),
          )}
        />
      </Container>
    </>
  );
}
