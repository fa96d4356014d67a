import { MAIN_NAV, QUICK_LINKS, isActivePath, mainNav, quickLinks } from '@/lib/navigation';

describe('the main navigation', () => {
  it("has the spec's eight entries, labels and paths, in order", () => {
    expect(MAIN_NAV.map((item) => [item.label, item.href])).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Our Team', '/team'],
      ['Provincial Leadership', '/provincial-leadership'],
      ['International Leadership', '/international-leadership'],
      ['CEO Directory', '/ceo-directory'],
      ['Events', '/events'],
      ['Contact Us', '/contact'],
    ]);
  });

  it("has the footer's quick links", () => {
    expect(QUICK_LINKS.map((item) => item.href)).toEqual([
      '/csr-donation',
      '/crowdfunding',
      '/articles',
      '/gallery',
    ]);
  });
});

describe('isActivePath', () => {
  it.each([
    ['/', '/', true],
    ['/', '/about', false],
    ['/', '/events/jakarta-summit', false],
    ['/about', '/about', true],
    ['/about', '/', false],
    ['/events', '/events', true],
    ['/events', '/events/jakarta-summit', true],
    ['/events', '/events/jakarta-summit/register', true],
    ['/ceo-directory', '/ceo-directory', true],
    ['/ceo-directory', '/ceo/someone', false],
    ['/team', '/about', false],
    ['/about', null, false],
    ['/id', '/id', true],
    ['/id', '/id/about', false],
    ['/id/events', '/id/events/jakarta-summit', true],
    ['/events', '/id/events', false],
    ['/id/events', '/events', false],
    ['/', '/id', false],
    ['/team', '/teams', false],
  ])('entry %s on path %p is active: %p', (href, pathname, expected) => {
    expect(isActivePath(href, pathname)).toBe(expected);
  });

  it('marks exactly one entry on every section page', () => {
    for (const path of ['/', '/about', '/team', '/events/x', '/contact']) {
      expect(MAIN_NAV.filter((item) => isActivePath(item.href, path))).toHaveLength(1);
    }
  });
});

describe('the navigation in each edition', () => {
  it('keeps the English entries as they are', () => {
    expect(mainNav('en')).toEqual(MAIN_NAV);
    expect(quickLinks('en')).toEqual(QUICK_LINKS);
  });

  it('gives the Indonesian entries their words and /id addresses', () => {
    expect(mainNav('id').map((item) => item.href)).toEqual(
      MAIN_NAV.map((item) => (item.href === '/' ? '/id' : `/id${item.href}`)),
    );
    expect(mainNav('id')[0]).toEqual({ label: 'Beranda', href: '/id' });
    expect(quickLinks('id')[2]).toEqual({ label: 'Artikel', href: '/id/articles' });
  });
});
