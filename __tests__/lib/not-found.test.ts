import {
  GENERIC_NOT_FOUND,
  NOT_FOUND_SECTIONS,
  earlyNotFoundScript,
  genericNotFound,
  getNotFoundSection,
  matchNotFoundSection,
  notFoundDocumentTitle,
  notFoundFor,
  notFoundSections,
} from '@/lib/not-found';
import { notFoundHeadTags } from '@/lib/not-found-head';

const sections = [
  { id: 'ceo', routes: ['/ceo/[slug]'] },
  { id: 'event', routes: ['/events/[slug]', '/events/[slug]/register'] },
  { id: 'album', routes: ['/gallery/[album]'] },
];

describe('matchNotFoundSection', () => {
  it.each([
    ['/ceo/nobody', 'ceo'],
    ['/ceo/nobody/', 'ceo'],
    ['/events/no-such-event', 'event'],
    ['/events/no-such-event/register', 'event'],
    ['/gallery/nope', 'album'],
    ['/ceo', undefined],
    ['/ceo/a/b', undefined],
    ['/events/a/b', undefined],
    ['/ceo-directory/x', undefined],
    ['/somewhere', undefined],
    ['/', undefined],
  ])('matches %s to %p', (path, id) => {
    expect(matchNotFoundSection(path, sections)?.id).toBe(id);
  });

  it('treats regex characters in a route literally', () => {
    expect(matchNotFoundSection('/aXb/1', [{ routes: ['/a.b/[id]'] }])).toBeUndefined();
  });
});

describe('the registry', () => {
  it('gives every section a distinct id and a way back', () => {
    expect(new Set(NOT_FOUND_SECTIONS.map((s) => s.id)).size).toBe(NOT_FOUND_SECTIONS.length);
    for (const section of NOT_FOUND_SECTIONS) expect(section.backHref).toMatch(/^\//);
  });

  it('registers the crowdfunding project section for the static host’s 404 page', () => {
    expect(matchNotFoundSection('/crowdfunding/no-such-project', NOT_FOUND_SECTIONS)?.id).toBe(
      'project',
    );
    expect(matchNotFoundSection('/crowdfunding', NOT_FOUND_SECTIONS)).toBeUndefined();
    expect(getNotFoundSection('project').title).toBe('Project Not Found');
  });

  it('refuses an id nobody registered', () => {
    expect(() => getNotFoundSection('nothing')).toThrow(
      'No not-found section registered as "nothing"',
    );
  });

  it("has the spec's generic message", () => {
    expect(GENERIC_NOT_FOUND.title).toBe('Oops! Page not found');
    expect(GENERIC_NOT_FOUND.backHref).toBe('/');
  });
});

describe('the articles and newsroom sections', () => {
  it.each([
    [
      '/articles/no-such-article',
      'Article Not Found',
      'The requested article could not be found.',
      'Back to Articles',
      '/articles',
    ],
    [
      '/news/no-such-item',
      'News Not Found',
      'The requested news item could not be found.',
      'Back to Newsroom',
      '/news',
    ],
  ])('gives %s the spec’s message', (path, title, message, backLabel, backHref) => {
    expect(matchNotFoundSection(path, NOT_FOUND_SECTIONS)).toMatchObject({
      title,
      message,
      backLabel,
      backHref,
    });
  });

  it.each(['/articles', '/articles/feed.xml/x', '/news'])('leaves %s alone', (path) => {
    expect(matchNotFoundSection(path, NOT_FOUND_SECTIONS)).toBeUndefined();
  });
});

describe('the Indonesian edition', () => {
  it('answers an unknown path under /id in Indonesian, with links that stay in the edition', () => {
    expect(notFoundFor('/id/ceo/nobody')).toMatchObject({
      locale: 'id',
      section: { id: 'ceo' },
      message: {
        title: 'CEO Tidak Ditemukan',
        backLabel: 'Kembali ke Direktori',
        backHref: '/id/ceo-directory',
      },
    });
    expect(notFoundFor('/id/nowhere')).toEqual({
      locale: 'id',
      message: genericNotFound('id'),
    });
    expect(genericNotFound('id')).toMatchObject({
      title: 'Ups! Halaman tidak ditemukan',
      backHref: '/id',
    });
  });

  it('keeps the English messages for English paths', () => {
    expect(notFoundFor('/ceo/nobody').message).toMatchObject({ title: 'CEO Not Found' });
    expect(notFoundFor('/nowhere')).toEqual({ locale: 'en', message: GENERIC_NOT_FOUND });
  });

  it('has Indonesian words for every section', () => {
    const indonesian = notFoundSections('id');
    expect(indonesian.map((s) => s.id)).toEqual(NOT_FOUND_SECTIONS.map((s) => s.id));
    indonesian.forEach((section, index) => {
      const english = NOT_FOUND_SECTIONS[index]!;
      expect(section.title).not.toBe(english.title);
      expect(section.routes).toEqual(english.routes.map((route) => `/id${route}`));
    });
  });

  it('lets the early script pick the edition before hydration', () => {
    const script = earlyNotFoundScript(NOT_FOUND_SECTIONS);
    const run = (path: string) => {
      document.body.innerHTML =
        '<h1 data-not-found="title">x</h1><p data-not-found="message">x</p><a data-not-found="back-link" href="/"><span data-not-found="back">x</span></a>';
      window.history.replaceState(null, '', path);
      new Function(script)();
      return {
        title: document.querySelector('[data-not-found="title"]')?.textContent,
        href: document.querySelector('[data-not-found="back-link"]')?.getAttribute('href'),
      };
    };
    expect(run('/id/events/nope/register')).toEqual({
      title: 'Acara Tidak Ditemukan',
      href: '/id/events',
    });
    expect(run('/id/nope')).toEqual({ title: 'Ups! Halaman tidak ditemukan', href: '/id' });
    expect(run('/events/nope')).toEqual({ title: 'Event Not Found', href: '/events' });
    expect(run('/identity')).toEqual({ title: 'x', href: '/' });
  });
});

describe('the 404 page in each edition', () => {
  it("titles the document with the site's name, the spec's heading kept as it is", () => {
    expect(notFoundDocumentTitle(GENERIC_NOT_FOUND.title, 'Nusantara CEO Network')).toBe(
      'Oops! Page not found | Nusantara CEO Network',
    );
    expect(notFoundDocumentTitle(genericNotFound('id').title, 'Nusantara CEO Network')).toBe(
      'Ups! Halaman tidak ditemukan | Nusantara CEO Network',
    );
  });

  it('gives the Indonesian edition its own description and og:locale', () => {
    const tags = Object.fromEntries(
      notFoundHeadTags('id').map(({ name, property, content }) => [name ?? property, content]),
    );
    expect(tags['og:locale']).toBe('id_ID');
    expect(tags['description']).toMatch(/^Organisasi para direktur/);
    expect(tags['og:description']).toBe(tags['description']);
    expect(tags['twitter:description']).toBe(tags['description']);
    expect(tags['og:title']).toBe('Nusantara CEO Network | UNTUK INDONESIA YANG LEBIH BAIK');
    // The edition's share image, its alt text in the edition's words.
    expect(tags['og:image']).toBe('https://www.nusantara-ceo.example/id/og/default.png');
    expect(tags['og:image:alt']).toBe('Nusantara CEO Network: UNTUK INDONESIA YANG LEBIH BAIK');
    expect(tags['twitter:image']).toBe(tags['og:image']);
    expect(tags['twitter:image:alt']).toBe(tags['og:image:alt']);
    expect(
      Object.fromEntries(notFoundHeadTags('en').map((t) => [t.property, t.content])),
    ).toMatchObject({
      'og:locale': 'en_US',
      'og:image': 'https://www.nusantara-ceo.example/og/default.png',
      'og:image:alt': 'Nusantara CEO Network: FOR A BETTER INDONESIA',
    });
  });

  it("calls crowdfunding 'urun dana' in Indonesian, as the rest of the edition does", () => {
    const project = notFoundSections('id').find((section) => section.id === 'project');
    expect(project?.message).toBe('Proyek urun dana yang Anda cari tidak ada.');
  });
});
