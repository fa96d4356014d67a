import {
  GENERIC_NOT_FOUND,
  NOT_FOUND_SECTIONS,
  getNotFoundSection,
  matchNotFoundSection,
} from '@/lib/not-found';

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
