import Link from 'next/link';
import { ArticleCard } from '@/components/articles/article-card';
import { ArticlesListing } from '@/components/articles/articles-listing';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { getPublishedArticles } from '@/data/articles';
import { SITE } from '@/data/site';
import { toArticleEntry } from '@/lib/articles';
import { ARTICLES_FEED } from '@/lib/feeds';
import { buildPageMetadata } from '@/lib/metadata';

export const metadata = buildPageMetadata({
  title: 'Articles',
  description: `Perspectives from the ${SITE.name} on leadership, strategy, innovation, the economy and community, written by members and experts.`,
  path: '/articles',
  feeds: [ARTICLES_FEED],
});

export default function ArticlesPage() {
  const articles = getPublishedArticles();
  return (
    <>
      <PageHero
        eyebrow="Insights from the network"
        title="Articles"
        description={
          <>
            Ideas and lessons from Indonesia&apos;s boardrooms, written by members and the experts
            they work with. For announcements and press coverage, visit the{' '}
            <Link
              href="/news"
              className="text-gold underline underline-offset-4 hover:text-gold-soft"
            >
              Newsroom
            </Link>
            .
          </>
        }
      />
      <Container className="py-14">
        <ArticlesListing
          articles={articles.map(toArticleEntry)}
          cards={Object.fromEntries(
            articles.map((article) => [
              article.slug,
              <ArticleCard key={article.slug} article={article} />,
            ]),
          )}
        />
      </Container>
    </>
  );
}
