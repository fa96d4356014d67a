import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { UnknownPathMessage } from '@/components/not-found/unknown-path-message';

describe('UnknownPathMessage', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  it('renders the generic message on the server, where the path is unknown', () => {
    window.history.replaceState(null, '', '/ceo/nobody');
    const html = renderToString(<UnknownPathMessage siteName="Site" />);
    expect(html).toContain('Oops! Page not found');
    expect(html).not.toContain('CEO Not Found');
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
      expect(warn).toHaveBeenCalledWith('404: no page at /no/such/page');
    });
  });
});
