import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { UnknownPathMessage } from '@/components/not-found/unknown-path-message';

const sections = [
  {
    routes: ['/ceo/[slug]'],
    view: <h1>CEO Not Found</h1>,
    documentTitle: 'CEO Not Found | Site',
  },
];
const fallback = <h1>Oops! Page not found</h1>;

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
    const html = renderToString(<UnknownPathMessage fallback={fallback} sections={sections} />);
    expect(html).toContain('Oops! Page not found');
  });

  describe('for an unknown slug of a section', () => {
    it("shows the section's message, titles the document, and logs the path", () => {
      window.history.replaceState(null, '', '/ceo/nobody');
      render(<UnknownPathMessage fallback={fallback} sections={sections} />);
      expect(screen.getByRole('heading', { name: 'CEO Not Found' })).toBeInTheDocument();
      expect(document.title).toBe('CEO Not Found | Site');
      expect(warn).toHaveBeenCalledWith('404: no page at /ceo/nobody');
    });
  });

  describe('for any other path', () => {
    it("keeps 'Oops! Page not found' and logs the path", () => {
      window.history.replaceState(null, '', '/no/such/page');
      render(<UnknownPathMessage fallback={fallback} sections={sections} />);
      expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith('404: no page at /no/such/page');
    });
  });
});
