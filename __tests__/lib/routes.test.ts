/** @jest-environment node */
import { dynamicSegments, fillRoute, routeFromPageFile } from '@/lib/routes';

describe('routeFromPageFile', () => {
  it.each([
    ['page.tsx', '/'],
    ['(site)/page.tsx', '/'],
    ['(site)/about/page.tsx', '/about'],
    ['(site)/ceo/[slug]/page.tsx', '/ceo/[slug]'],
    ['(site)/events/[slug]/register/page.tsx', '/events/[slug]/register'],
  ])('%s is %s', (file, route) => {
    expect(routeFromPageFile(file)).toBe(route);
  });
});

describe('dynamicSegments and fillRoute', () => {
  it('names the dynamic segments', () => {
    expect(dynamicSegments('/events/[slug]/register')).toEqual(['slug']);
    expect(dynamicSegments('/about')).toEqual([]);
  });

  it('fills them, URL-encoded', () => {
    expect(fillRoute('/events/[slug]/register', { slug: 'bali forum' })).toBe(
      '/events/bali%20forum/register',
    );
  });

  it('refuses a missing value', () => {
    expect(() => fillRoute('/gallery/[album]', {})).toThrow(
      'No value for [album] in /gallery/[album]',
    );
  });
});
