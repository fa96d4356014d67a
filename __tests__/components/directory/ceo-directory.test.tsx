import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CeoDirectory } from '@/components/directory/ceo-directory';
import type { DirectoryEntry } from '@/lib/directory';
import { axe } from '../../support/axe';

const entries: DirectoryEntry[] = [
  {
    slug: 'a',
    name: 'Rahardian Wicaksono',
    title: 'President Director',
    company: 'PT Arunika',
    industry: 'Renewable Energy',
    province: 'DKI Jakarta',
  },
  {
    slug: 'b',
    name: 'Sekar Ayuningtyas',
    title: 'Chief Executive Officer',
    company: 'PT Kinara',
    industry: 'Technology',
    province: 'Jawa Barat',
  },
  {
    slug: 'c',
    name: 'Made Wiradana',
    title: 'Managing Director',
    company: 'PT Taman Sari',
    industry: 'Tourism & Hospitality',
    province: 'Bali',
  },
];
const cards = Object.fromEntries(entries.map((e) => [e.slug, <h2 key={e.slug}>{e.name}</h2>]));

function renderDirectory(query = '') {
  window.history.replaceState(null, '', `/ceo-directory${query}`);
  const user = userEvent.setup();
  render(<CeoDirectory entries={entries} cards={cards} />);
  const shown = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  return { user, shown };
}

describe('the directory filter bar', () => {
  it('labels every control and starts from everyone', async () => {
    const { shown } = renderDirectory();
    expect(screen.getByRole('search', { name: 'Filter the directory' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue('All Industries');
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('All Provinces');
    expect(
      within(screen.getByRole('combobox', { name: 'Per Page' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['12', '24', '48']);
    expect(screen.getByRole('status')).toHaveTextContent('3 profiles found');
    expect(shown()).toEqual(['Rahardian Wicaksono', 'Sekar Ayuningtyas', 'Made Wiradana']);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  describe('when the visitor types', () => {
    it('narrows the list and replaces the URL rather than adding to history', async () => {
      const { user, shown } = renderDirectory('?page=1');
      const before = window.history.length;
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'director');
      expect(shown()).toEqual(['Rahardian Wicaksono', 'Made Wiradana']);
      expect(window.location.search).toBe('?q=director');
      expect(window.history.length).toBe(before);
      expect(screen.getByRole('status')).toHaveTextContent('2 profiles found');
    });
  });

  describe('when a filter is chosen', () => {
    it('filters exactly, goes back to page 1 and adds a history entry', async () => {
      const { user, shown } = renderDirectory('?page=2');
      const before = window.history.length;
      await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Technology');
      expect(shown()).toEqual(['Sekar Ayuningtyas']);
      expect(window.location.search).toBe('?industry=Technology');
      expect(window.history.length).toBe(before + 1);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'Jawa Barat');
      expect(window.location.search).toBe('?industry=Technology&province=Jawa+Barat');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Per Page' }), '24');
      expect(window.location.search).toBe('?industry=Technology&province=Jawa+Barat&per=24');
    });
  });

  describe('when nothing matches', () => {
    it("shows 'No Results Found' and Clear Filters resets search, industry and province", async () => {
      const { user, shown } = renderDirectory('?q=nobody&industry=Technology&per=24');
      expect(screen.getByRole('heading', { name: 'No Results Found' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'No CEOs match your current search criteria. Try adjusting your filters or search terms.',
        ),
      ).toBeInTheDocument();
      expect(await axe(document.body)).toHaveNoViolations();
      await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
      expect(shown()).toHaveLength(3);
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
      expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue('All Industries');
      // The page size is a preference, not a filter: it stays.
      expect(window.location.search).toBe('?per=24');
    });
  });

  describe('when the URL holds values it does not know', () => {
    it('falls back to the defaults', () => {
      const { shown } = renderDirectory('?industry=Mining&province=Atlantis&per=7&page=999');
      expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue('All Industries');
      expect(screen.getByRole('combobox', { name: 'Per Page' })).toHaveValue('12');
      expect(shown()).toHaveLength(3);
    });
  });

  describe('when the visitor goes back', () => {
    it('shows the state of the earlier URL', async () => {
      const { user, shown } = renderDirectory();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'Bali');
      expect(shown()).toEqual(['Made Wiradana']);
      act(() => {
        window.history.back();
      });
      // jsdom moves through history asynchronously and then fires popstate.
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 profiles found'));
      expect(window.location.search).toBe('');
      expect(shown()).toHaveLength(3);
    });
  });
});
