import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArticlesListing } from '@/components/articles/articles-listing';
import { ARTICLE_CATEGORIES } from '@/data/options';
import type { ArticleEntry } from '@/lib/articles';
import { axe } from '../../support/axe';
import { articlesListingStrings } from '@/components/pages/articles-page';

const few: ArticleEntry[] = [
  {
    slug: 'a',
    title: 'Leading Through Uncertainty',
    excerpt: 'Boards that cope well share a few habits.',
    category: 'Leadership',
    tags: ['Governance', 'Risk', 'Boards', 'Fourth tag'],
    authorName: 'Yudhistira Haryo Sasongko',
  },
  {
    slug: 'b',
    title: 'Generative AI: From Pilot to Profit',
    excerpt: 'The difference lies less in the models.',
    category: 'Innovation',
    tags: ['Artificial Intelligence'],
    authorName: 'Kevin Aditya Halim',
  },
  {
    slug: 'c',
    title: 'Growing Beyond Java',
    excerpt: 'Consumers live outside Java.',
    category: 'Strategy',
    tags: ['Regional Expansion'],
    authorName: 'Hapsari Dwi Anggraeni',
  },
];

/** 20 synthetic articles, 'Article 1' … 'Article 20', spread over the five categories. */
const many: ArticleEntry[] = Array.from({ length: 20 }, (_, i) => ({
  slug: `article-${i + 1}`,
  title: `Article ${i + 1}`,
  excerpt: `Excerpt ${i + 1}`,
  category: ARTICLE_CATEGORIES[i % ARTICLE_CATEGORIES.length]!,
  tags: [`tag-${i + 1}`],
  authorName: 'Synthetic Author',
}));

const STRINGS = articlesListingStrings('en');

const cardsOf = (list: ArticleEntry[]) =>
  Object.fromEntries(list.map((a) => [a.slug, <h2 key={a.slug}>{a.title}</h2>]));

function renderListing(articles: ArticleEntry[], query = '') {
  window.history.replaceState(null, '', `/articles${query}`);
  const user = userEvent.setup();
  render(<ArticlesListing articles={articles} cards={cardsOf(articles)} strings={STRINGS} />);
  const shown = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  const category = (name: string) => screen.getByRole('button', { name });
  return { user, shown, category };
}

// jsdom does not lay out, so it has no scrollIntoView; turning a page calls it on the count.
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('the articles listing', () => {
  it("starts on 'All Categories' with every article and their count", async () => {
    const { shown, category } = renderListing(few);
    expect(screen.getByRole('search', { name: 'Filter articles' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Category' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All Categories', 'Leadership', 'Strategy', 'Innovation', 'Economy', 'Community']);
    expect(category('All Categories')).toHaveAttribute('aria-pressed', 'true');
    expect(category('Leadership')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search articles...',
    );
    expect(screen.getByRole('status')).toHaveTextContent('3 articles available');
    expect(shown()).toEqual([
      'Leading Through Uncertainty',
      'Generative AI: From Pilot to Profit',
      'Growing Beyond Java',
    ]);
    expect(
      screen.queryByRole('navigation', { name: 'Articles pagination' }),
    ).not.toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  describe('when a category is chosen', () => {
    it('shows that category only, marks its button and adds a history entry', async () => {
      const { user, shown, category } = renderListing(few);
      const before = window.history.length;
      await user.click(category('Innovation'));
      expect(shown()).toEqual(['Generative AI: From Pilot to Profit']);
      expect(category('Innovation')).toHaveAttribute('aria-pressed', 'true');
      expect(category('All Categories')).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('status')).toHaveTextContent('1 article available');
      expect(window.location.search).toBe('?category=Innovation');
      expect(window.history.length).toBe(before + 1);
    });
  });

  describe('when the visitor searches', () => {
    it.each([
      ['a title', 'beyond java', ['Growing Beyond Java']],
      ['an excerpt', 'THE MODELS', ['Generative AI: From Pilot to Profit']],
      ['a tag past the third', 'fourth', ['Leading Through Uncertainty']],
      ["an author's name", 'hapsari', ['Growing Beyond Java']],
    ])('finds %s, case-insensitively, and keeps it in the URL', async (_, query, expected) => {
      const { user, shown } = renderListing(few);
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), query);
      expect(shown()).toEqual(expected);
      expect(new URLSearchParams(window.location.search).get('q')).toBe(query);
    });
  });

  describe('when nothing matches', () => {
    it("says 'No Articles Found', and Clear Filters resets category and search", async () => {
      const { user, shown, category } = renderListing(few, '?category=Economy&q=nothing');
      expect(screen.getByRole('heading', { name: 'No Articles Found' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'No articles match your current search criteria. Try adjusting your filters or search terms.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('0 articles available');
      expect(await axe(document.body)).toHaveNoViolations();
      await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
      expect(shown()).toHaveLength(3);
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
      expect(category('All Categories')).toHaveAttribute('aria-pressed', 'true');
      expect(window.location.search).toBe('');
    });
  });

  describe('when there are more articles than a page', () => {
    it('shows nine a page, with the summary, and turns pages', async () => {
      const { user, shown } = renderListing(many);
      const nav = screen.getByRole('navigation', { name: 'Articles pagination' });
      expect(shown()).toEqual(many.slice(0, 9).map((a) => a.title));
      expect(within(nav).getByText('Showing 1 to 9 of 20')).toBeInTheDocument();
      expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
      await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
      expect(shown()).toEqual(many.slice(18).map((a) => a.title));
      expect(within(nav).getByText('Showing 19 to 20 of 20')).toBeInTheDocument();
      expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
      expect(window.location.search).toBe('?page=3');
      expect(screen.getByRole('status')).toHaveFocus();
      expect(scrollIntoView).toHaveBeenCalled();
      expect(await axe(document.body)).toHaveNoViolations();
    });

    it('goes back to page 1 when the category or the search changes', async () => {
      const { user, category } = renderListing(many, '?page=2');
      expect(screen.getByText('Showing 10 to 18 of 20')).toBeInTheDocument();
      await user.click(category('Leadership'));
      expect(window.location.search).toBe('?category=Leadership');
      await user.click(category('All Categories'));
      await user.click(screen.getByRole('button', { name: 'Page 2' }));
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Article');
      expect(window.location.search).toBe('?q=Article');
      expect(screen.getByText('Showing 1 to 9 of 20')).toBeInTheDocument();
    });

    it('shows the last page for a page past the end', () => {
      const { shown } = renderListing(many, '?page=99');
      expect(shown()).toEqual(many.slice(18).map((a) => a.title));
    });
  });

  describe('when the URL holds values it does not know', () => {
    it('falls back to the defaults', () => {
      const { shown, category } = renderListing(few, '?category=Politics&page=abc');
      expect(category('All Categories')).toHaveAttribute('aria-pressed', 'true');
      expect(shown()).toHaveLength(3);
    });
  });

  describe('when the visitor goes back', () => {
    it('shows the state of the earlier URL', async () => {
      const { user, shown, category } = renderListing(few);
      await user.click(category('Strategy'));
      expect(shown()).toEqual(['Growing Beyond Java']);
      act(() => window.history.back());
      await waitFor(() => expect(shown()).toHaveLength(3));
      expect(category('All Categories')).toHaveAttribute('aria-pressed', 'true');
    });
  });
});

describe('when the visitor acted before the listing hydrated', () => {
  /**
   * The exported page as the server wrote it (the unfiltered first page), hydrated after the
   * visitor has typed into it: what a slow phone lives between first paint and hydration.
   */
  async function hydrateAfter(typeBeforeHydration: (container: HTMLElement) => void, url = '') {
    const { renderToString } = await import('react-dom/server');
    const ui = <ArticlesListing articles={few} cards={cardsOf(few)} strings={STRINGS} />;
    window.history.replaceState(null, '', '/articles');
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    window.history.replaceState(null, '', `/articles${url}`);
    typeBeforeHydration(container);
    render(ui, { container, hydrate: true });
    return container;
  }

  it('applies text typed into the search box, instead of showing it and ignoring it', async () => {
    await hydrateAfter((container) => {
      container.querySelector<HTMLInputElement>('input[type="search"]')!.value = 'java';
    });
    await waitFor(() => expect(window.location.search).toBe('?q=java'));
    expect(screen.getByRole('searchbox')).toHaveValue('java');
    expect(screen.getByRole('status')).toHaveTextContent('1 article available');
  });

  it('applies the filtered URL a category button loaded, and writes it back short', async () => {
    await hydrateAfter(() => {}, '?category=All+Categories&q=&category=Strategy');
    await waitFor(() => expect(window.location.search).toBe('?category=Strategy'));
    expect(screen.getByRole('button', { name: 'Strategy' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 article available');
  });
});

describe('as a GET form', () => {
  it('submits the current category with any button, the pressed one last', () => {
    renderListing(few, '?category=Leadership');
    const form = screen.getByRole('search', { name: 'Filter articles' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    const strategy = screen.getByRole('button', { name: 'Strategy' });
    const sent = new URLSearchParams(
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- jsdom's FormData takes a submitter
      new (FormData as any)(form, strategy),
    );
    expect(sent.getAll('category')).toEqual(['Leadership', 'Strategy']);
  });
});
