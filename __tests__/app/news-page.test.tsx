import { render, screen, within } from '@testing-library/react';
import NewsItemPage, {
  generateMetadata,
  generateStaticParams,
} from '@/app/(site)/news/[slug]/page';
import NewsPage, { metadata as listingMetadata } from '@/app/(site)/news/page';
import { getPublishedNews, getRelatedNews } from '@/data/news';
import { INTERNAL_SOURCE } from '@/data/options';
import { formatLongDate } from '@/lib/dates';
import { axe } from '../support/axe';

// The distinct publication years of the published items, newest first.
const newsYears = () =>
  [...new Set(getPublishedNews().map((item) => item.publishedAt.slice(0, 4)))].sort().reverse();

jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const news = getPublishedNews();
const fromOutlet = news.find((n) => n.sourceUrl && n.author)!;
const unsignedOutlet = news.find((n) => n.source !== INTERNAL_SOURCE && !n.author)!;
const internal = news.find((n) => n.source === INTERNAL_SOURCE && !n.author && n.keyHighlights)!;
const noHighlights = news.find((n) => !n.keyHighlights)!;

const renderItem = async (slug: string) =>
  render(await NewsItemPage({ params: Promise.resolve({ slug }) }));
const jsonLd = (container: HTMLElement) =>
  [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent!),
  );

describe('the newsroom page', () => {
  it('lists every published item newest first, with the years to filter by', () => {
    render(<NewsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      news.map((n) => n.headline),
    );
    expect(within(cards[0]!).getByRole('link', { name: news[0]!.headline })).toHaveAttribute(
      'href',
      `/news/${news[0]!.slug}`,
    );
    expect(
      within(screen.getByRole('combobox', { name: 'Year' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Years', ...newsYears()]);
    expect(listingMetadata.alternates?.types).toEqual({
      'application/rss+xml': [expect.objectContaining({ url: '/news/feed.xml' })],
    });
  });
});

describe('a news page', () => {
  it('is exported for every published item', () => {
    expect(generateStaticParams()).toEqual(news.map((n) => ({ slug: n.slug })));
  });

  it('shows an outlet story with author, source and Read Original Article in a new tab', async () => {
    const { container } = await renderItem(fromOutlet.slug);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Newsroom', fromOutlet.headline]);
    expect(screen.getByRole('link', { name: 'Back to Newsroom' })).toHaveAttribute('href', '/news');
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(header).toHaveTextContent(fromOutlet.headline);
    expect(header).toHaveTextContent(fromOutlet.category);
    expect(header).toHaveTextContent(formatLongDate(fromOutlet.publishedAt));
    expect(header).toHaveTextContent(`By ${fromOutlet.author}`);
    expect(header).toHaveTextContent(`Source: ${fromOutlet.source}`);
    const original = screen.getByRole('link', { name: /Read Original Article/ });
    expect(original).toHaveAttribute('href', fromOutlet.sourceUrl);
    expect(original).toHaveAttribute('target', '_blank');
    expect(original).toHaveAttribute('rel', 'noopener noreferrer');
    expect(original).toHaveAccessibleName('Read Original Article (opens in a new tab)');
    expect(within(header).getByRole('group', { name: 'Share this news item' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows an Internal item without a source link, with its Key Highlights', async () => {
    const { container } = await renderItem(internal.slug);
    expect(screen.queryByRole('link', { name: /Read Original Article/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('header')).not.toHaveTextContent(
      'By ',
    );
    const highlights = screen.getByRole('region', { name: 'Key Highlights' });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(internal.keyHighlights);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('leaves Key Highlights out when there are none', async () => {
    await renderItem(noHighlights.slug);
    expect(screen.queryByRole('region', { name: 'Key Highlights' })).not.toBeInTheDocument();
  });

  it('lists related items of the same category, or no section at all', async () => {
    for (const item of news) {
      const { unmount } = await renderItem(item.slug);
      const expected = getRelatedNews(item).map((n) => n.headline);
      const related = screen.queryByRole('region', { name: 'Related News' });
      if (expected.length === 0) expect(related).toBeNull();
      else
        expect(
          within(related!)
            .getAllByRole('heading', { level: 3 })
            .map((h) => h.textContent),
        ).toEqual(expected);
      unmount();
    }
  });

  it.each([
    [
      'a signed item: the writer as a Person',
      fromOutlet,
      { '@type': 'Person', name: fromOutlet.author },
    ],
    [
      'an unsigned outlet story: the outlet',
      unsignedOutlet,
      { '@type': 'Organization', name: unsignedOutlet.source },
    ],
    [
      'an unsigned Internal item: the association',
      internal,
      { '@type': 'Organization', name: 'Nusantara CEO Network' },
    ],
  ])('describes %s as its author in NewsArticle data', async (_, item, author) => {
    const { container } = await renderItem(item.slug);
    const data = jsonLd(container);
    expect(data.map((d) => d['@type'])).toEqual(
      expect.arrayContaining(['NewsArticle', 'BreadcrumbList']),
    );
    const article = data.find((d) => d['@type'] === 'NewsArticle');
    expect(article).toMatchObject({ headline: item.headline, datePublished: item.publishedAt });
    expect(article.author).toMatchObject(author);
  });

  it('takes its title and description from the item', async () => {
    for (const item of news) {
      const metadata = await generateMetadata({ params: Promise.resolve({ slug: item.slug }) });
      expect(metadata.title).toEqual({ absolute: item.metaTitle ?? item.headline });
      expect(metadata.description).toBe(item.metaDescription ?? item.excerpt);
      expect(metadata.openGraph).toMatchObject({
        type: 'article',
        publishedTime: item.publishedAt,
      });
    }
  });

  it('refuses an unknown slug', async () => {
    await expect(NewsItemPage({ params: Promise.resolve({ slug: 'nothing' }) })).rejects.toThrow(
      'NEXT_NOT_FOUND',
    );
  });
});
