/** @jest-environment node */
import {
  decodeEntities,
  formatSearchDate,
  normalizeQuery,
  parseExcerpt,
  SEARCH_KINDS,
  searchQuery,
  searchByKind,
  searchRecordMarkers,
  toSearchHit,
  totalCount,
  type SearchIndex,
} from '@/lib/search';

describe('parseExcerpt', () => {
  it.each([
    ['plain text', 'A board meeting', [{ text: 'A board meeting', mark: false }]],
    [
      'a marked word',
      'held in <mark>Surabaya</mark> last year',
      [
        { text: 'held in ', mark: false },
        { text: 'Surabaya', mark: true },
        { text: ' last year', mark: false },
      ],
    ],
    [
      'marks at both ends',
      '<mark>Board</mark> and <mark>boards</mark>',
      [
        { text: 'Board', mark: true },
        { text: ' and ', mark: false },
        { text: 'boards', mark: true },
      ],
    ],
    [
      'adjacent marks, merged into one run',
      '<mark>Ja</mark><mark>wa</mark> Timur',
      [
        { text: 'Jawa', mark: true },
        { text: ' Timur', mark: false },
      ],
    ],
    ['an empty excerpt', '', []],
    [
      'punctuation Pagefind marks with a word, left unmarked',
      'DKI <mark>Jakarta,</mark> Indonesia. <mark>“Surabaya”</mark>',
      [
        { text: 'DKI ', mark: false },
        { text: 'Jakarta', mark: true },
        { text: ', Indonesia. “', mark: false },
        { text: 'Surabaya', mark: true },
        { text: '”', mark: false },
      ],
    ],
    ['a mark of punctuation alone', '<mark>—</mark>', [{ text: '—', mark: true }]],
    [
      'entities, decoded once',
      'R&amp;D &lt;b&gt; &quot;PT&quot; &#39;s &amp;amp;',
      [{ text: 'R&D <b> "PT" \'s &amp;', mark: false }],
    ],
    [
      'upper-case mark tags',
      'a <MARK>b</MARK> c',
      [
        { text: 'a ', mark: false },
        { text: 'b', mark: true },
        { text: ' c', mark: false },
      ],
    ],
  ])('reads %s', (_, html, parts) => {
    expect(parseExcerpt(html)).toEqual(parts);
  });

  it('keeps any other markup as text, never as elements', () => {
    const parts = parseExcerpt(
      '<script>alert(1)</script> <img src=x onerror=alert(1)> <mark>x</mark>',
    );
    expect(parts).toEqual([
      { text: '<script>alert(1)</script> <img src=x onerror=alert(1)> ', mark: false },
      { text: 'x', mark: true },
    ]);
  });

  it('keeps emoji and long text whole', () => {
    const long = 'kata '.repeat(2000);
    expect(parseExcerpt(`${long}<mark>🚀</mark>`)).toEqual([
      { text: long, mark: false },
      { text: '🚀', mark: true },
    ]);
  });
});

describe('decodeEntities', () => {
  it.each([
    ['&#x27;', "'"],
    ['&#8212;', '—'],
    ['&nbsp;', '\u00a0'],
    ['&unknown;', '&unknown;'],
    ['&#0;', '&#0;'],
    ['&#x110000;', '&#x110000;'],
    ['no entity & here', 'no entity & here'],
  ])('%s → %s', (input, output) => {
    expect(decodeEntities(input)).toBe(output);
  });
});

describe('toSearchHit', () => {
  const data = {
    url: '/events/family-business-succession-roundtable-surabaya',
    excerpt: 'Hotel Arjuna <mark>Surabaya</mark>',
    meta: {
      title: 'Family Business Succession Roundtable',
      image: '/_img/images/events/roundtable-96.webp',
      date: '2026-12-10',
    },
    filters: { kind: ['event'] },
  };

  it('takes the URL, title, kind, excerpt, image and date', () => {
    expect(toSearchHit(data)).toEqual({
      url: data.url,
      title: 'Family Business Succession Roundtable',
      kind: 'event',
      excerpt: [
        { text: 'Hotel Arjuna ', mark: false },
        { text: 'Surabaya', mark: true },
      ],
      image: '/_img/images/events/roundtable-96.webp',
      date: '2026-12-10',
    });
  });

  it.each(['https://elsewhere.example/x', '//elsewhere.example/x', 'javascript:alert(1)', '/\\x'])(
    'drops a result whose URL is not a site path (%s)',
    (url) => {
      expect(toSearchHit({ ...data, url })).toBeNull();
    },
  );

  it('drops a result without a known kind', () => {
    expect(toSearchHit({ ...data, filters: { kind: ['recipe'] } })).toBeNull();
    expect(toSearchHit({ ...data, filters: {} })).toBeNull();
  });

  it('leaves out an image from elsewhere and a malformed date, and falls back to the URL for a title', () => {
    const result = toSearchHit({
      ...data,
      meta: { image: 'https://tracker.example/pixel.gif', date: '10/12/2026', title: '  ' },
    });
    expect(result).toMatchObject({ title: data.url, image: undefined, date: undefined });
  });
});

/** A stand-in for Pagefind's index: pages by kind, best first, each `data()` counted. */
function fakeIndex(pages: Record<string, { url: string; title: string }[]>) {
  const loaded: string[] = [];
  const searched: string[] = [];
  const index: SearchIndex = {
    search: async (_term, options) => {
      const kind = options?.filters?.kind ?? '';
      searched.push(kind);
      return {
        results: (pages[kind] ?? []).map((page) => ({
          data: async () => {
            loaded.push(page.url);
            return {
              url: page.url,
              excerpt: `about <mark>${page.title}</mark>`,
              meta: { title: page.title },
              filters: { kind: [kind] },
            };
          },
        })),
      };
    },
  };
  return { index, loaded, searched };
}

const pagesOf = (kind: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ url: `/${kind}/${i}`, title: `${kind} ${i}` }));

describe('searchByKind', () => {
  it('groups the results by kind in the fixed order, each with its count and its best results', async () => {
    const { index, loaded } = fakeIndex({
      page: pagesOf('page', 1),
      event: pagesOf('event', 2),
      member: pagesOf('member', 120),
    });
    const groups = await searchByKind(index, 'surabaya', 3);
    expect(groups?.map(({ kind, count, hits }) => [kind, count, hits.map((h) => h.url)])).toEqual([
      ['member', 120, ['/member/0', '/member/1', '/member/2']],
      ['event', 2, ['/event/0', '/event/1']],
      ['page', 1, ['/page/0']],
    ]);
    expect(totalCount(groups!)).toBe(123);
    // Only the results shown were loaded.
    expect(loaded).toHaveLength(6);
    expect(groups![0]!.hits[0]).toMatchObject({
      title: 'member 0',
      kind: 'member',
      excerpt: [
        { text: 'about ', mark: false },
        { text: 'member 0', mark: true },
      ],
    });
  });

  it('asks every kind, and gives no group for none', async () => {
    const { index, searched } = fakeIndex({});
    expect(await searchByKind(index, 'fnordly', 3)).toEqual([]);
    expect(searched).toEqual([...SEARCH_KINDS]);
  });

  it("loads a group's next results on demand, then none", async () => {
    const { index, loaded } = fakeIndex({ news: pagesOf('news', 5) });
    const [news] = (await searchByKind(index, 'x', 2))!;
    expect((await news!.loadMore(2)).map((h) => h.url)).toEqual(['/news/2', '/news/3']);
    expect((await news!.loadMore(2)).map((h) => h.url)).toEqual(['/news/4']);
    expect(await news!.loadMore(2)).toEqual([]);
    expect(loaded).toEqual(['/news/0', '/news/1', '/news/2', '/news/3', '/news/4']);
  });

  it('shows each group as it comes in, first kind first', async () => {
    const { index } = fakeIndex({ member: pagesOf('member', 1), article: pagesOf('article', 1) });
    const progress: string[][] = [];
    await searchByKind(index, 'x', 3, {
      onProgress: (groups) => progress.push(groups.map((g) => g.kind)),
    });
    expect(progress).toEqual([['member'], ['member', 'article']]);
  });

  it('stops as soon as the query is no longer current, and loads nothing more', async () => {
    const { index, loaded, searched } = fakeIndex({
      member: pagesOf('member', 4),
      event: pagesOf('event', 4),
    });
    let current = true;
    const result = await searchByKind(index, 'x', 3, {
      onProgress: () => {
        current = false;
      },
      isCurrent: () => current,
    });
    expect(result).toBeNull();
    expect(loaded).toEqual(['/member/0', '/member/1', '/member/2']);
    expect(searched).toEqual(['member']);
  });

  it('drops a result without a site path or a known kind', async () => {
    const index: SearchIndex = {
      search: async (_term, options) => ({
        results:
          options?.filters?.kind === 'member'
            ? [
                {
                  data: async () => ({
                    url: 'https://elsewhere.example/',
                    excerpt: '',
                    filters: { kind: ['member'] },
                  }),
                },
                {
                  data: async () => ({
                    url: '/ceo/a',
                    excerpt: '',
                    meta: { title: 'A' },
                    filters: { kind: ['member'] },
                  }),
                },
              ]
            : [],
      }),
    };
    const [members] = (await searchByKind(index, 'x', 3))!;
    expect(members!.hits.map((h) => h.url)).toEqual(['/ceo/a']);
    expect(members!.count).toBe(2);
  });
});

describe('searchRecordMarkers', () => {
  it('files a page under its kind, with its thumbnail and date as metadata', () => {
    expect(
      searchRecordMarkers({
        kind: 'event',
        image: '/images/events/summit.webp',
        date: '2027-04-14',
      }),
    ).toEqual([
      { 'data-pagefind-filter': 'kind:event' },
      { 'data-pagefind-meta': 'image:/_img/images/events/summit-96.webp' },
      { 'data-pagefind-meta': 'date:2027-04-14' },
    ]);
  });

  it('gives only the kind when there is no image or date', () => {
    expect(searchRecordMarkers({ kind: 'page' })).toEqual([
      { 'data-pagefind-filter': 'kind:page' },
    ]);
  });
});

describe('the /search query', () => {
  it('reads q from the URL, the last one when given twice, capped in length', () => {
    expect(searchQuery.parse('?q=surabaya')).toEqual({ q: 'surabaya' });
    expect(searchQuery.parse('?q=a&q=b')).toEqual({ q: 'b' });
    expect(searchQuery.parse(`?q=${'x'.repeat(500)}`).q).toHaveLength(200);
    expect(searchQuery.serialize({ q: 'PT Nusa' })).toBe('?q=PT+Nusa');
    expect(searchQuery.serialize({ q: '' })).toBe('');
  });

  it.each([
    ['  Wira   Logistik ', 'Wira Logistik'],
    ['\n', ''],
    [' s ', ''],
    ['su', 'su'],
  ])('asks the index %j as %j', (raw, asked) => {
    expect(normalizeQuery(raw)).toBe(asked);
  });
});

describe('formatSearchDate', () => {
  // The tests run in America/Los_Angeles: a date read as local midnight would slip a day.
  it('writes the content date in each edition, the same day in every time zone', () => {
    expect(formatSearchDate('2025-03-15', 'en')).toBe('15 March 2025');
    expect(formatSearchDate('2025-03-15', 'id')).toBe('15 Maret 2025');
    expect(formatSearchDate('2026-01-01', 'en')).toBe('1 January 2026');
  });
});
