import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchLauncher } from '@/components/search/search-launcher';
import { searchDialogStrings, searchListings } from '@/components/search/search-strings';
import { searchSite } from '@/components/search/pagefind';
import { catchSearchKeys, keepNativeCommands } from '@/lib/early-scripts';
import { HYDRATED_ATTRIBUTE } from '@/lib/early-taps';
import { OPEN_SEARCH_EVENT, SEARCH_REQUEST_KEY, takeSearchRequest } from '@/lib/search-keys';
import {
  parseExcerpt,
  type SearchGroupResult,
  type SearchHit,
  type SearchKind,
} from '@/lib/search';
import { axe } from '../../support/axe';
import { standInForModalDialogs } from '../../support/dialog';

// The index lives in the export (out/pagefind); here its answers are made up.
jest.mock('@/components/search/pagefind', () => ({
  searchSite: jest.fn(),
  loadPagefind: jest.fn(() => Promise.resolve({})),
}));
const mockedSearch = jest.mocked(searchSite);

const hit = (kind: SearchKind, url: string, title: string, excerpt: string): SearchHit => ({
  url,
  title,
  kind,
  excerpt: parseExcerpt(excerpt),
});
const group = (kind: SearchKind, count: number, hits: SearchHit[]): SearchGroupResult => ({
  kind,
  count,
  hits,
  loadMore: async () => [],
});

const SURABAYA = [
  group('member', 2, [
    hit('member', '/ceo/anindya', 'Anindya Larasati Kusuma', 'lectures in <mark>Surabaya</mark>'),
    hit('member', '/ceo/steven', 'Steven Kurniadi', 'projects in <mark>Surabaya</mark> and KL'),
  ]),
  group('event', 1, [
    hit(
      'event',
      '/events/roundtable',
      'Family Business Succession Roundtable',
      'Hotel Arjuna <mark>Surabaya</mark> &lt;script&gt;alert(1)&lt;/script&gt;',
    ),
  ]),
];

beforeAll(() => {
  standInForModalDialogs();
  catchSearchKeys(SEARCH_REQUEST_KEY, OPEN_SEARCH_EVENT, HYDRATED_ATTRIBUTE);
  // Nor light dismiss (closedby): the page's inline shim for it runs here, as in such a browser.
  keepNativeCommands();
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  document.documentElement.lang = 'en';
});

beforeEach(() => {
  takeSearchRequest();
  mockedSearch.mockReset();
  mockedSearch.mockImplementation(async (query) =>
    /surabaya/i.test(query) ? SURABAYA : /^s/i.test(query) ? SURABAYA.slice(0, 1) : [],
  );
});

function renderHeader() {
  const user = userEvent.setup();
  render(
    <>
      <a href="#before">Before</a>
      <SearchLauncher
        label="Search the site"
        strings={searchDialogStrings('en')}
        locale="en"
        searchHref="/search"
        listings={searchListings('en')}
      />
      <a href="#after">After</a>
    </>,
  );
  return { user, button: screen.getByRole('button', { name: 'Search the site' }) };
}

describe('the header search', () => {
  it('is a button opening a dialog, with its shortcuts named', () => {
    const { button } = renderHeader();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
  });

  describe('when opened and typed into', () => {
    it('groups the results by kind, marks the matched words and announces the count', async () => {
      const { user, button } = renderHeader();
      await user.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'Search the site' });
      const box = within(dialog).getByRole('searchbox', {
        name: 'Members, events, articles, news and more',
      });
      await waitFor(() => expect(box).toHaveFocus());
      await user.type(box, 'surabaya');

      const status = within(dialog).getByRole('status');
      await waitFor(() => expect(status).toHaveTextContent('3 results for “surabaya”'));
      const members = within(dialog).getByRole('region', { name: 'Members (2 results)' });
      const events = within(dialog).getByRole('region', { name: 'Events (1 result)' });
      expect(
        within(members)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/ceo/anindya', '/ceo/steven']);
      const roundtable = within(events).getByRole('link', {
        name: 'Family Business Succession Roundtable',
      });
      expect(roundtable).toHaveAccessibleDescription(
        'Hotel Arjuna Surabaya <script>alert(1)</script>',
      );
      // The matched word is a <mark>; the page's text stays text.
      const row = roundtable.closest('li') as HTMLElement;
      expect(within(row).getByText('Surabaya').tagName).toBe('MARK');
      expect(dialog.querySelector('script')).toBeNull();
      expect(await axe(dialog)).toHaveNoViolations();
    });

    it('says when nothing matches and offers the listings', async () => {
      const { user, button } = renderHeader();
      await user.click(button);
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('searchbox'), 'zzz');
      await waitFor(() =>
        expect(within(dialog).getByRole('status')).toHaveTextContent('No results for “zzz”'),
      );
      expect(within(dialog).getByRole('link', { name: 'CEO Directory' })).toHaveAttribute(
        'href',
        '/ceo-directory',
      );
      expect(within(dialog).getByRole('link', { name: 'Newsroom' })).toHaveAttribute(
        'href',
        '/news',
      );
    });

    it('offers to try again when the index cannot be loaded', async () => {
      mockedSearch.mockRejectedValueOnce(new Error('offline'));
      const { user, button } = renderHeader();
      await user.click(button);
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('searchbox'), 'xy');
      await user.click(await within(dialog).findByRole('button', { name: 'Try again' }));
      await waitFor(() =>
        expect(within(dialog).getByRole('status')).toHaveTextContent('No results for “xy”'),
      );
    });
  });

  describe('with the keyboard only', () => {
    it('opens on "/", walks the results with the arrows and closes on Escape, focus back where it was', async () => {
      const { user } = renderHeader();
      screen.getByRole('link', { name: 'Before' }).focus();
      await user.keyboard('/');
      const dialog = await screen.findByRole('dialog');
      const box = within(dialog).getByRole('searchbox');
      await waitFor(() => expect(box).toHaveFocus());
      await user.keyboard('surabaya');
      await within(dialog).findByRole('link', { name: 'Steven Kurniadi' });

      const link = (name: string) => within(dialog).getByRole('link', { name });
      await user.keyboard('{ArrowDown}');
      expect(link('Anindya Larasati Kusuma')).toHaveFocus();
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(link('Family Business Succession Roundtable')).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(link('Family Business Succession Roundtable')).toHaveFocus();
      await user.keyboard('{Home}');
      expect(link('Anindya Larasati Kusuma')).toHaveFocus();
      await user.keyboard('{End}{ArrowUp}');
      expect(link('Steven Kurniadi')).toHaveFocus();
      await user.keyboard('{ArrowUp}{ArrowUp}');
      expect(box).toHaveFocus();

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('link', { name: 'Before' })).toHaveFocus();
    });

    it('keeps what was typed right after the shortcut, before the search box had focus', async () => {
      renderHeader();
      // Pressed before the dialog's code is in: the inline script keeps the keys.
      await act(async () => {
        for (const key of ['/', 'S', 'u', 'r', 'a', 'b', 'a', 'y', 'a']) {
          document.body.dispatchEvent(
            new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
          );
        }
      });
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(within(dialog).getByRole('searchbox')).toHaveValue('Surabaya'));
      await waitFor(() =>
        expect(mockedSearch).toHaveBeenLastCalledWith('Surabaya', 3, expect.anything()),
      );
    });

    it('opens again on a shortcut pressed before the browser has reported the last close', async () => {
      // As a browser does it: the dialog closes and focus goes back at once; the close event
      // comes a task later, and a key pressed meanwhile is handled first.
      const close = jest
        .spyOn(HTMLDialogElement.prototype, 'close')
        .mockImplementation(function close(this: HTMLDialogElement) {
          if (!this.hasAttribute('open')) return;
          this.removeAttribute('open');
          setTimeout(() => this.dispatchEvent(new Event('close')));
        });
      try {
        const { user, button } = renderHeader();
        await user.click(button);
        const dialog = await screen.findByRole('dialog');
        const box = within(dialog).getByRole('searchbox');
        await user.type(box, 'surabaya');
        act(() => {
          box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
          button.focus();
          button.dispatchEvent(
            new KeyboardEvent('keydown', {
              key: 'k',
              ctrlKey: true,
              bubbles: true,
              cancelable: true,
            }),
          );
        });
        // The late close event has come and gone: the dialog is open, with the last query.
        await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
        expect(screen.getByRole('dialog')).toBe(dialog);
        expect(box).toHaveFocus();
        expect(box).toHaveValue('surabaya');
        // And this one closes as any does, focus back on the button.
        await user.keyboard('{Escape}');
        await waitFor(() => expect(button).toHaveFocus());
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      } finally {
        close.mockRestore();
      }
    });

    // jsdom lays nothing out: the dialog's box is at 0,0 with no size, so x < 0 is outside it.
    it('closes on a click on its backdrop, not on one inside it, focus back on the button', async () => {
      const { user, button } = renderHeader();
      await user.click(button);
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveAttribute('closedby', 'any');
      fireEvent.click(within(dialog).getByRole('searchbox'), { clientX: -10, clientY: 5 });
      fireEvent.click(dialog, { clientX: 0, clientY: 0 });
      expect(screen.getByRole('dialog')).toBe(dialog);
      fireEvent.click(dialog, { clientX: -10, clientY: 5 });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(button).toHaveFocus();
    });

    it('closes from its close button, focus back on the search button', async () => {
      const { user, button } = renderHeader();
      await user.click(button);
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Close search' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(button).toHaveFocus();
    });

    it('does not open on "/" typed in a text field', async () => {
      const { user } = renderHeader();
      render(<input aria-label="Other field" />);
      await user.click(screen.getByRole('textbox', { name: 'Other field' }));
      await user.keyboard('/');
      expect(screen.getByRole('textbox', { name: 'Other field' })).toHaveValue('/');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
