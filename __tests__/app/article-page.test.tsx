import { render, screen, within } from '@testing-library/react';
import ArticlePage, {
  generateMetadata,
  generateStaticParams,
} from '@/app/(site)/articles/[slug]/page';
import ArticlesPage, { metadata as listingMetadata } from '@/app/(site)/articles/page';
import { getPublishedArticles, getRelatedArticles } from '@/data/articles';
import { formatLongDate, formatShortDate } from '@/lib/dates';
import { axe } from '../support/axe';

jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const articles = getPublishedArticles();
const withMeta = articles.find((a) => a.metaTitle && a.metaDescription)!;
const withoutMeta = articles.find((a) => !a.metaTitle && !a.metaDescription)!;
const withRelated = articles.find((a) => getRelatedArticles(a).length > 0)!;
const alone = articles.find((a) => getRelatedArticles(a).length === 0)!;

const renderArticle = async (slug: string) =>
  render(await ArticlePage({ params: Promise.resolve({ slug }) }));
const jsonLd = (container: HTMLElement) =>
  [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent!),
  );

describe('the articles page', () => {
  it('lists every published article as a card, newest first, with its details', () => {
    render(<ArticlesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Articles' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`${articles.length} articles available`);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      articles.map((a) => a.title),
    );
    const first = articles[0]!;
    const card = cards[0]!;
    expect(within(card).getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/articles/${first.slug}`,
    );
    expect(card).toHaveTextContent(first.category);
    expect(card).toHaveTextContent(first.excerpt);
    expect(card).toHaveTextContent(first.author.name);
    expect(card).toHaveTextContent(`${first.readingTime} min read`);
    expect(card).toHaveTextContent(formatShortDate(first.publishedAt));
    expect(within(card).getByRole('list', { name: 'Tags' })).toHaveTextContent(
      first.tags.slice(0, 3).join(''),
    );
  });

  it('announces its RSS feed', () => {
    expect(listingMetadata.alternates?.types).toEqual({
      'application/rss+xml': [expect.objectContaining({ url: '/articles/feed.xml' })],
    });
  });
});

describe('an article page', () => {
  it('is exported for every published article', () => {
    expect(generateStaticParams()).toEqual(articles.map((a) => ({ slug: a.slug })));
  });

  it('shows the article: crumbs, back link, header, body, tags and author', async () => {
    const { container } = await renderArticle(withRelated.slug);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Articles', withRelated.title]);
    expect(screen.getByRole('link', { name: 'Back to Articles' })).toHaveAttribute(
      'href',
      '/articles',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(withRelated.title);
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(header).toHaveTextContent(withRelated.category);
    expect(header).toHaveTextContent(withRelated.author.name);
    expect(header).toHaveTextContent(formatLongDate(withRelated.publishedAt));
    expect(header).toHaveTextContent(`${withRelated.readingTime} min read`);
    expect(within(header).getByRole('group', { name: 'Share this article' })).toBeInTheDocument();
    const tags = screen.getByRole('heading', { name: 'Tags' }).closest('section')!;
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(withRelated.tags);
    const author = screen.getByRole('region', { name: 'About the Author' });
    expect(author).toHaveTextContent(withRelated.author.name);
    expect(author).toHaveTextContent(`${withRelated.author.role} at ${withRelated.author.company}`);
    expect(author).toHaveTextContent(withRelated.author.bio);
    expect(container.querySelectorAll('blockquote').length).toBe(
      withRelated.content.sections.filter((s) => s.type === 'quote').length,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists up to three related articles of the same category, newest first', async () => {
    await renderArticle(withRelated.slug);
    const related = screen.getByRole('region', { name: 'Related Articles' });
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(getRelatedArticles(withRelated).map((a) => a.title));
  });

  it('leaves the related section out when there is none', async () => {
    await renderArticle(alone.slug);
    expect(screen.queryByRole('region', { name: 'Related Articles' })).not.toBeInTheDocument();
  });

  it('describes itself with Article and BreadcrumbList structured data', async () => {
    const { container } = await renderArticle(withMeta.slug);
    const data = jsonLd(container);
    expect(data.map((d) => d['@type'])).toEqual(
      expect.arrayContaining(['Article', 'BreadcrumbList']),
    );
    expect(data.find((d) => d['@type'] === 'Article')).toMatchObject({
      headline: withMeta.title,
      description: withMeta.metaDescription,
      datePublished: withMeta.publishedAt,
      author: { '@type': 'Person', name: withMeta.author.name },
      publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
      mainEntityOfPage: { '@type': 'WebPage' },
    });
  });

  it.each([
    ['its metaTitle and metaDescription', withMeta, withMeta.metaTitle, withMeta.metaDescription],
    ['its title and excerpt without them', withoutMeta, withoutMeta.title, withoutMeta.excerpt],
  ])('takes %s as title and description', async (_, article, title, description) => {
    const metadata = await generateMetadata({ params: Promise.resolve({ slug: article.slug }) });
    expect(metadata.title).toEqual({ absolute: title });
    expect(metadata.description).toBe(description);
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: article.publishedAt,
      images: [
        expect.objectContaining({
          url: `/og/articles/${article.slug}.png`,
          width: 1200,
          height: 630,
        }),
      ],
    });
    expect(metadata.alternates).toMatchObject({
      canonical: `/articles/${article.slug}`,
      types: { 'application/rss+xml': [expect.objectContaining({ url: '/articles/feed.xml' })] },
    });
  });

  it('refuses an unknown slug', async () => {
    await expect(ArticlePage({ params: Promise.resolve({ slug: 'nothing' }) })).rejects.toThrow(
      'NEXT_NOT_FOUND',
    );
    expect(await generateMetadata({ params: Promise.resolve({ slug: 'nothing' }) })).toEqual({});
  });
});
