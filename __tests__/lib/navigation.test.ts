/** @jest-environment node */
import {
  MAIN_NAV,
  NETWORK_LINKS,
  QUICK_LINKS,
  isActivePath,
  mainNav,
  networkLinks,
  quickLinks,
  waysToWorkWithUs,
} from '@/lib/navigation';

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

describe('the ways in beyond the navigation', () => {
  it('lists the five ways to work with the association, each with its words, in both editions', () => {
    expect(waysToWorkWithUs('en', '3,000').map(({ label, href }) => [label, href])).toEqual([
      ['Membership', '/membership'],
      ['Partnership', '/partnership-opportunities'],
      ['Sponsorship', '/sponsorship'],
      ['CSR & Donation', '/csr-donation'],
      ['Crowdfunding', '/crowdfunding'],
    ]);
    expect(waysToWorkWithUs('en', '3,000')[0]!.text).toContain('3,000 peers');
    expect(waysToWorkWithUs('id', '3.000').map(({ label, href }) => [label, href])).toEqual([
      ['Keanggotaan', '/id/membership'],
      ['Kemitraan', '/id/partnership-opportunities'],
      ['Sponsorship', '/id/sponsorship'],
      ['CSR & Donasi', '/id/csr-donation'],
      ['Urun Dana', '/id/crowdfunding'],
    ]);
    for (const way of waysToWorkWithUs('id', '3.000')) expect(way.text).not.toMatch(/[{}]/);
  });

  it("gives the footer a second column beside the spec's Quick Links, which stay as they are", () => {
    expect(networkLinks('en')).toEqual(NETWORK_LINKS);
    expect(NETWORK_LINKS.map((item) => [item.label, item.href])).toEqual([
      ['Membership', '/membership'],
      ['Partnership', '/partnership-opportunities'],
      ['Sponsorship', '/sponsorship'],
      ['News', '/news'],
    ]);
    expect(networkLinks('id').map((item) => item.label)).toEqual([
      'Keanggotaan',
      'Kemitraan',
      'Sponsorship',
      'Berita',
    ]);
    const quick = new Set(QUICK_LINKS.map((item) => item.href));
    const nav = new Set(MAIN_NAV.map((item) => item.href));
    for (const item of NETWORK_LINKS) {
      expect(quick.has(item.href) || nav.has(item.href)).toBe(false);
    }
  });
});
