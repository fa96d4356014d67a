import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { UnknownPathMessage as Message } from '@/components/not-found/unknown-path-message';
import { notFoundHeadTags } from '@/lib/not-found-head';

const headTags = { en: notFoundHeadTags('en'), id: notFoundHeadTags('id') };
const UnknownPathMessage = ({ siteName }: { siteName: string }) => (
  <Message siteName={siteName} headTags={headTags} />
);

describe('UnknownPathMessage', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    error = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    // Rendered in the browser, it logs no error (React's warning of a script it would not run).
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    warn.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  it('renders the generic message on the server, where the path is unknown', () => {
    window.history.replaceState(null, '', '/ceo/nobody');
    const served = document.createElement('div');
    served.innerHTML = renderToString(<UnknownPathMessage siteName="Site" />);
    // Its words are the generic ones; a section's come from its inline script (tested below).
    expect(served.querySelector('h1')).toHaveTextContent('Oops! Page not found');
    expect(served.querySelector('a')).toHaveAttribute('href', '/');
  });

  describe('for an unknown slug of a section', () => {
    it("shows the section's message and way back, titles the document, and logs the path", () => {
      window.history.replaceState(null, '', '/ceo/nobody');
      render(<UnknownPathMessage siteName="Site" />);
      expect(screen.getByRole('heading', { level: 1, name: 'CEO Not Found' })).toBeInTheDocument();
      expect(screen.getByText('The requested CEO profile could not be found.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Directory' })).toHaveAttribute(
        'href',
        '/ceo-directory',
      );
      expect(document.title).toBe('CEO Not Found | Site');
      expect(warn).toHaveBeenCalledWith('404: no page at /ceo/nobody');
    });

    it('leaves out the early script, which only the served page needs', () => {
      window.history.replaceState(null, '', '/ceo/nobody');
      const { container } = render(<UnknownPathMessage siteName="Site" />);
      expect(container.querySelector('script')).toBeNull();
    });

    it('matches the nested routes of a section too', () => {
      window.history.replaceState(null, '', '/events/nothing/register');
      render(<UnknownPathMessage siteName="Site" />);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Event Not Found' }),
      ).toBeInTheDocument();
    });
  });

  describe('for any other path', () => {
    it("keeps 'Oops! Page not found' and its way home, and logs the path", () => {
      window.history.replaceState(null, '', '/no/such/page');
      render(<UnknownPathMessage siteName="Site" />);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      expect(document.title).toBe('Oops! Page not found | Site');
      expect(warn).toHaveBeenCalledWith('404: no page at /no/such/page');
    });
  });

  describe('the head, by edition', () => {
    const head = (name: string) =>
      document.head.querySelector(`meta[name="${name}"], meta[property="${name}"]`);

    it("titles the document in Indonesian and gives the head the edition's description and locale", () => {
      window.history.replaceState(null, '', '/id/tidak-ada');
      render(<UnknownPathMessage siteName="Site" />);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Ups! Halaman tidak ditemukan' }),
      ).toBeInTheDocument();
      expect(document.title).toBe('Ups! Halaman tidak ditemukan | Site');
      expect(head('description')).toHaveAttribute(
        'content',
        expect.stringMatching(/^Organisasi para direktur/),
      );
      expect(head('og:description')).toHaveAttribute(
        'content',
        head('description')!.getAttribute('content'),
      );
      expect(head('og:locale')).toHaveAttribute('content', 'id_ID');
    });

    it('keeps the English head on an English path', () => {
      window.history.replaceState(null, '', '/no/such/page');
      render(<UnknownPathMessage siteName="Site" />);
      expect(head('description')).toHaveAttribute(
        'content',
        expect.stringMatching(/^A foundation of company directors/),
      );
      expect(head('og:locale')).toHaveAttribute('content', 'en_US');
    });

    it('renders one of each tag', () => {
      window.history.replaceState(null, '', '/id/tidak-ada');
      render(<UnknownPathMessage siteName="Site" />);
      expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      expect(document.head.querySelectorAll('meta[property="og:locale"]')).toHaveLength(1);
    });
  });
});

describe('before hydration (the exported 404 page on a slow phone)', () => {
  /** The page as a static host serves it for `path`, with its inline script run as a browser would. */
  function servedAt(path: string) {
    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<UnknownPathMessage siteName="Site" />);
    document.body.appendChild(container);
    // innerHTML does not run scripts; the browser runs this one as it parses the page, where it
    // stands (marked so that the build does not defer it; scripts/rewrite/start-when-parsed.mjs).
    new Function(container.querySelector('script[data-in-place]')!.textContent!)();
    return container;
  }

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("shows the section's message and way back from the first paint", () => {
    servedAt('/gallery/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Album Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The album you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Gallery' })).toHaveAttribute(
      'href',
      '/gallery',
    );
  });

  it('keeps the generic message for a path of no section', () => {
    servedAt('/no/such/page');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
  });

  it('hydrates over the early words without a mismatch', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const container = servedAt('/ceo/nobody');
    render(<UnknownPathMessage siteName="Site" />, { container, hydrate: true });
    expect(screen.getByRole('heading', { level: 1, name: 'CEO Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Directory' })).toHaveAttribute(
      'href',
      '/ceo-directory',
    );
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
