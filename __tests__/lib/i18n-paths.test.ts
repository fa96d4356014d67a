/** @jest-environment node */
import { localizePath, splitLocale, switchLocalePath } from '@/lib/i18n/paths';

describe('localizePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/about', 'en', '/about'],
    ['/', 'id', '/id'],
    ['/about', 'id', '/id/about'],
    ['/ceo/sekar-ayuningtyas', 'id', '/id/ceo/sekar-ayuningtyas'],
    ['/events?tab=past#list', 'id', '/id/events?tab=past#list'],
    ['/?q=x', 'id', '/id?q=x'],
    ['/#main-content', 'id', '/id#main-content'],
  ] as const)('puts %s in the %s edition at %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });

  it.each(['about', 'https://example.com/about', '//example.com'])('refuses %p', (bad) => {
    expect(() => localizePath(bad, 'id')).toThrow('Not a root-relative path');
  });
});

describe('splitLocale', () => {
  it.each([
    ['/', 'en', '/'],
    ['/about', 'en', '/about'],
    ['/id', 'id', '/'],
    ['/id/', 'id', '/'],
    ['/id/about', 'id', '/about'],
    ['/id/events/summit/register', 'id', '/events/summit/register'],
    ['/identity', 'en', '/identity'],
    ['/ideas/id', 'en', '/ideas/id'],
  ] as const)('reads %s as the %s edition of %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });
});

describe('switchLocalePath', () => {
  it('leads to the same page in the other edition, both ways', () => {
    expect(switchLocalePath('/gallery/annual-summit', 'id')).toBe('/id/gallery/annual-summit');
    expect(switchLocalePath('/id/gallery/annual-summit', 'en')).toBe('/gallery/annual-summit');
    expect(switchLocalePath('/id', 'en')).toBe('/');
    expect(switchLocalePath('/', 'id')).toBe('/id');
    expect(switchLocalePath('/id/about', 'id')).toBe('/id/about');
  });
});
