import { prefetchAllowed, prefetchTarget } from '@/lib/prefetch-intent';

const here = new URL('https://ncn.example/events?type=summit');

describe('prefetchAllowed', () => {
  it('allows prefetching where the browser says nothing of the connection', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true);
  });

  it('refuses when the visitor saves data or is on a 2G-class line', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('prefetchTarget', () => {
  it('gives the path and query of another page of the site', () => {
    expect(prefetchTarget({ href: 'https://ncn.example/about' }, here)).toBe('/about');
    expect(prefetchTarget({ href: '/id/news?page=2' }, here)).toBe('/id/news?page=2');
    expect(prefetchTarget({ href: '/events?type=forum#list' }, here)).toBe('/events?type=forum');
  });

  it('leaves out the page itself, other origins, new tabs and downloads', () => {
    expect(prefetchTarget({ href: '/events?type=summit#top' }, here)).toBeNull();
    expect(prefetchTarget({ href: 'https://other.example/about' }, here)).toBeNull();
    expect(prefetchTarget({ href: 'mailto:info@ncn.example' }, here)).toBeNull();
    expect(prefetchTarget({ href: '/about', target: '_blank' }, here)).toBeNull();
    expect(prefetchTarget({ href: '/about', hasDownload: true }, here)).toBeNull();
    expect(prefetchTarget({ href: '/about', target: '_self' }, here)).toBe('/about');
  });

  it('leaves out what is not a page of the app: the editor, files', () => {
    expect(prefetchTarget({ href: '/admin/' }, here)).toBeNull();
    expect(prefetchTarget({ href: '/pagefind/pagefind.js' }, here)).toBeNull();
    expect(prefetchTarget({ href: '/images/brochure.pdf' }, here)).toBeNull();
    expect(prefetchTarget({ href: '/feed.xml' }, here)).toBeNull();
    expect(prefetchTarget({ href: 'http://[bad' }, here)).toBeNull();
  });
});
