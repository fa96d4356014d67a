import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsListing } from '@/components/news/news-listing';
import { newsYearOptions, type NewsEntry } from '@/lib/news';
import { axe } from '../../support/axe';
import { newsListingStrings } from '@/components/pages/news-page';
import { NINETEEN_NEWS_ITEMS } from '../../support/news-items';

const few: NewsEntry[] = [
  {
    slug: 'a',
    headline: 'Summit 2027 Announced',
    excerpt: 'The flagship summit returns to Jakarta.',
    category: 'Press Release',
    author: 'Rizky Amalia Putri',
    source: 'Internal',
    publishedAt: '2026-10-20',
  },
  {
    slug: 'b',
    headline: 'Regional CEOs Bet on the East',
    excerpt: 'Investment plans beyond Java.',
    category: 'Media Coverage',
    source: 'Warta Bisnis Nusantara',
    publishedAt: '2025-06-18',
  },
  {
    slug: 'c',
    headline: 'Members Gathering in Surabaya',
    excerpt: 'Six hundred leaders.',
    category: 'Event Recap',
    source: 'Internal',
    publishedAt: '2024-07-22',
  },
];

const many = NINETEEN_NEWS_ITEMS;

function renderNewsroom(items: NewsEntry[], query = '') {
  window.history.replaceState(null, '', `/news${query}`);
  const user = userEvent.setup();
  render(
    <NewsListing
      items={items}
      years={newsYearOptions(items)}
      cards={Object.fromEntries(items.map((n) => [n.slug, <h2 key={n.slug}>{n.headline}</h2>]))}
      strings={newsListingStrings('en')}
    />,
  );
  const shown = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  const year = () => screen.getByRole('combobox', { name: 'Year' });
  return { user, shown, year };
}

const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('the newsroom', () => {
  it('starts with every item, the five categories plus all, and the years newest first', async () => {
    const { shown, year } = renderNewsroom(few);
    const group = screen.getByRole('group', { name: 'Category' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'All Categories',
      'Press Release',
      'Org Updates',
      'Event Recap',
      'Policy & Economy',
      'Media Coverage',
    ]);
    expect(screen.getByRole('button', { name: 'All Categories' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      within(year())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Years', '2026', '2025', '2024']);
    expect(year()).toHaveDisplayValue('All Years');
    expect(shown()).toEqual([
      'Summit 2027 Announced',
      'Regional CEOs Bet on the East',
      'Members Gathering in Surabaya',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 news items found');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('filters by category, with the button marked and the URL kept', async () => {
    const { user, shown } = renderNewsroom(few);
    await user.click(screen.getByRole('button', { name: 'Media Coverage' }));
    expect(shown()).toEqual(['Regional CEOs Bet on the East']);
    expect(screen.getByRole('button', { name: 'Media Coverage' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(window.location.search).toBe('?category=Media+Coverage');
  });

  it('filters by year', async () => {
    const { user, shown, year } = renderNewsroom(few);
    await user.selectOptions(year(), '2024');
    expect(shown()).toEqual(['Members Gathering in Surabaya']);
    expect(window.location.search).toBe('?year=2024');
    expect(screen.getByRole('status')).toHaveTextContent('1 news item found');
  });

  it.each([
    ['a headline', 'SUMMIT', ['Summit 2027 Announced']],
    ['an excerpt', 'beyond java', ['Regional CEOs Bet on the East']],
    ['an author', 'rizky', ['Summit 2027 Announced']],
    ['a source', 'warta bisnis', ['Regional CEOs Bet on the East']],
  ])('searches %s', async (_, query, expected) => {
    const { user, shown } = renderNewsroom(few);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), query);
    expect(shown()).toEqual(expected);
  });

  it("says 'No News Found', and Clear Filters resets category, year and search", async () => {
    const { user, shown, year } = renderNewsroom(few, '?category=Org+Updates&year=2025&q=zzz');
    expect(screen.getByRole('heading', { name: 'No News Found' })).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    // The button went with the empty state: focus is on the count, not lost to <body>.
    expect(screen.getByRole('status')).toHaveFocus();
    expect(shown()).toHaveLength(3);
    expect(year()).toHaveDisplayValue('All Years');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(window.location.search).toBe('');
  });

  describe('when there are more items than a page', () => {
    it('shows eight a page and turns pages', async () => {
      const { user, shown } = renderNewsroom(many);
      const nav = screen.getByRole('navigation', { name: 'News pagination' });
      expect(shown()).toHaveLength(8);
      expect(within(nav).getByText('Showing 1 to 8 of 19')).toBeInTheDocument();
      await user.click(within(nav).getByRole('button', { name: 'Next' }));
      expect(within(nav).getByText('Showing 9 to 16 of 19')).toBeInTheDocument();
      await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
      expect(shown()).toEqual(['News 17', 'News 18', 'News 19']);
      expect(window.location.search).toBe('?page=3');
    });

    const user = () => userEvent.setup();
    it.each([
      [
        'category',
        () => user().click(screen.getByRole('button', { name: 'Press Release' })),
        (n: NewsEntry) => n.category === 'Press Release',
      ],
      [
        'year',
        () => user().selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2025'),
        (n: NewsEntry) => n.publishedAt.startsWith('2025'),
      ],
      [
        'search',
        () => user().type(screen.getByRole('searchbox', { name: 'Search' }), 'News 1'),
        (n: NewsEntry) => n.headline.startsWith('News 1'),
      ],
    ])('goes back to page 1 when the %s changes', async (_, change, keep) => {
      const { shown } = renderNewsroom(many, '?page=2');
      expect(screen.getByText('Showing 9 to 16 of 19')).toBeInTheDocument();
      await change();
      expect(new URLSearchParams(window.location.search).has('page')).toBe(false);
      expect(shown()).toEqual(
        many
          .filter(keep)
          .slice(0, 8)
          .map((n) => n.headline),
      );
    });
  });

  it('falls back to the defaults for values the URL does not know', () => {
    const { shown, year } = renderNewsroom(few, '?category=Sports&year=1999&page=-2');
    expect(year()).toHaveDisplayValue('All Years');
    expect(screen.getByRole('button', { name: 'All Categories' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(shown()).toHaveLength(3);
  });

  it('restores the earlier state with Back', async () => {
    const { user, shown, year } = renderNewsroom(few);
    await user.selectOptions(year(), '2025');
    expect(shown()).toHaveLength(1);
    act(() => window.history.back());
    await waitFor(() => expect(shown()).toHaveLength(3));
    expect(year()).toHaveDisplayValue('All Years');
  });
});
