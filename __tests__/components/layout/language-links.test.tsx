import { fireEvent, render, screen, within } from '@testing-library/react';
import { LanguageLinks } from '@/components/layout/language-links';

let pathname = '/id/events';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const names = { en: 'English', id: 'Bahasa Indonesia' };

function renderSwitch(locale: 'en' | 'id', routes = ['/', '/events', '/ceo/[slug]']) {
  render(<LanguageLinks locale={locale} label="Bahasa" names={names} bilingualRoutes={routes} />);
  return within(screen.getByRole('navigation', { name: 'Bahasa' }));
}

describe('the language switch', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("offers 'EN' and 'ID', each in its own language, the current one marked", () => {
    pathname = '/id/events';
    const nav = renderSwitch('id');
    const en = nav.getByRole('link', { name: 'EN' });
    const id = nav.getByRole('link', { name: 'ID' });
    expect(en).toHaveAttribute('href', '/events');
    expect(en).toHaveAttribute('lang', 'en');
    expect(en).toHaveAttribute('hreflang', 'en');
    expect(en).not.toHaveAttribute('aria-current');
    expect(id).toHaveAttribute('href', '/id/events');
    expect(id).toHaveAttribute('aria-current', 'true');
  });

  it('leads a profile to the same profile in the other edition', () => {
    pathname = '/ceo/sekar-ayuningtyas';
    const nav = renderSwitch('en');
    expect(nav.getByRole('link', { name: 'ID' })).toHaveAttribute(
      'href',
      '/id/ceo/sekar-ayuningtyas',
    );
  });

  it('adds the query and fragment the address bar holds when followed', () => {
    pathname = '/id/events';
    window.history.replaceState(null, '', '/id/events?tab=past&page=2#list');
    const nav = renderSwitch('id');
    const en = nav.getByRole('link', { name: 'EN' });
    fireEvent.click(en);
    expect(en).toHaveAttribute('href', '/events?tab=past&page=2#list');
  });

  it('shows only the current edition on a page without a twin', () => {
    pathname = '/only-english';
    const nav = renderSwitch('en');
    expect(nav.getAllByRole('link')).toHaveLength(1);
    expect(nav.getByRole('link', { name: 'EN' })).toHaveAttribute('aria-current', 'true');
  });
});
