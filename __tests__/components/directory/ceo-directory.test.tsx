import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CeoDirectory } from '@/components/directory/ceo-directory';
import { encodeDirectoryIndex, type DirectoryEntry } from '@/lib/directory';
import { axe } from '../../support/axe';
import { directoryStrings } from '@/components/pages/ceo-directory-page';

const entries: DirectoryEntry[] = [
  {
    slug: 'a',
    name: 'Rahardian Wicaksono',
    title: 'President Director',
    company: 'PT Arunika',
    industry: 'Renewable Energy',
    province: 'DKI Jakarta',
    image: '/images/ceos/made-wiradana.webp',
  },
  {
    slug: 'b',
    name: 'Sekar Ayuningtyas',
    title: 'Chief Executive Officer',
    company: 'PT Kinara',
    industry: 'Technology',
    province: 'Jawa Barat',
    image: '/images/ceos/made-wiradana.webp',
  },
  {
    slug: 'c',
    name: 'Made Wiradana',
    title: 'Managing Director',
    company: 'PT Taman Sari',
    industry: 'Tourism & Hospitality',
    province: 'Bali',
    image: '/images/ceos/made-wiradana.webp',
  },
];

const INDEX_URL = '/ceo-directory/index.json?v=test';
const STRINGS = directoryStrings('en');

function renderDirectory(query = '') {
  window.history.replaceState(null, '', `/ceo-directory${query}`);
  const user = userEvent.setup();
  render(
    <CeoDirectory
      initial={entries}
      total={entries.length}
      indexUrl={INDEX_URL}
      locale="en"
      strings={STRINGS}
    />,
  );
  const shown = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  return { user, shown };
}

describe('the directory filter bar', () => {
  it('labels every control and starts from everyone', async () => {
    const { shown } = renderDirectory();
    expect(screen.getByRole('search', { name: 'Filter the directory' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveDisplayValue('All Industries');
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveDisplayValue('All Provinces');
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
      expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveDisplayValue(
        'All Industries',
      );
      // The page size is a preference, not a filter: it stays.
      expect(window.location.search).toBe('?per=24');
    });
  });

  describe('when the URL holds values it does not know', () => {
    it('falls back to the defaults', () => {
      const { shown } = renderDirectory('?industry=Mining&province=Atlantis&per=7&page=999');
      expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveDisplayValue(
        'All Industries',
      );
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

describe('a directory larger than the page it is sent with', () => {
  // 40 members; the page carries the first 12, the index holds everyone.
  const members: DirectoryEntry[] = Array.from({ length: 40 }, (_, i) => ({
    slug: `member-${i + 1}`,
    name: `Member ${i + 1}`,
    title: i % 2 ? 'Commissioner' : 'President Director',
    company: `PT Contoh ${i + 1}`,
    industry: i === 39 ? 'Healthcare' : 'Technology',
    province: 'Bali',
    image: '/images/ceos/made-wiradana.webp',
  }));
  const fetchMock = jest.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  const respondWith = (entries: DirectoryEntry[]) =>
    fetchMock.mockResolvedValue({
      ok: true,
      json: async () => encodeDirectoryIndex(entries),
    } as Response);

  // The index is fetched once per page load: each test gets an address of its own.
  let indexUrl = '';
  let run = 0;

  function renderLarge(query = '') {
    window.history.replaceState(null, '', `/ceo-directory${query}`);
    indexUrl = `${INDEX_URL}-${(run += 1)}`;
    const user = userEvent.setup();
    render(
      <CeoDirectory
        initial={members.slice(0, 12)}
        total={40}
        indexUrl={indexUrl}
        locale="en"
        strings={STRINGS}
      />,
    );
    const shown = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    return { user, shown };
  }

  it('shows the first page and the full count without fetching anything', () => {
    const { shown } = renderLarge();
    expect(shown()).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('40 profiles found');
    expect(screen.getByText('Showing 1 to 12 of 40')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the index once when the visitor reaches for a filter, and searches everyone', async () => {
    respondWith(members);
    const { user, shown } = renderLarge();
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    expect(fetchMock).toHaveBeenCalledWith(indexUrl);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Member 40');
    await waitFor(() => expect(shown()).toEqual(['Member 40']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Healthcare');
    expect(shown()).toEqual(['Member 40']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches the index for a later page opened from a link', async () => {
    respondWith(members);
    const { shown } = renderLarge('?page=4');
    await waitFor(() =>
      expect(shown()).toEqual(['Member 37', 'Member 38', 'Member 39', 'Member 40']),
    );
    expect(screen.getByText('Showing 37 to 40 of 40')).toBeInTheDocument();
  });

  it('says so when the index cannot be loaded, and tries again on request', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, shown } = renderLarge('?q=member');
    expect(
      await screen.findByRole('heading', { name: 'The directory could not be loaded' }),
    ).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
    respondWith(members);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(shown()).toHaveLength(12));
    expect(screen.getByRole('status')).toHaveTextContent('40 profiles found');
  });
});
