import { MAIN_NAV, QUICK_LINKS, isActivePath } from '@/lib/navigation';

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
  ])('entry %s on path %p is active: %p', (href, pathname, expected) => {
    expect(isActivePath(href, pathname)).toBe(expected);
  });

  it('marks exactly one entry on every section page', () => {
    for (const path of ['/', '/about', '/team', '/events/x', '/contact']) {
      expect(MAIN_NAV.filter((item) => isActivePath(item.href, path))).toHaveLength(1);
    }
  });
});
