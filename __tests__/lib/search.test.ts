import {
  decodeEntities,
  formatSearchDate,
  groupHitsByKind,
  kindsWithResults,
  normalizeQuery,
  parseExcerpt,
  SEARCH_KINDS,
  searchQuery,
  searchRecordMarkers,
  toSearchHit,
  totalCount,
  type SearchHit,
} from '@/lib/search';

const hit = (kind: SearchHit['kind'], url: string): SearchHit => ({
  url,
  title: url,
  kind,
  excerpt: [],
});

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

describe('kindsWithResults', () => {
  it('lists the kinds with results in the fixed order, with their counts', () => {
    expect(kindsWithResults({ page: 1, event: 2, member: 40, gallery: 0, recipe: 3 })).toEqual([
      { kind: 'member', count: 40 },
      { kind: 'event', count: 2 },
      { kind: 'page', count: 1 },
    ]);
  });

  it('gives nothing for no counts', () => {
    expect(kindsWithResults(undefined)).toEqual([]);
    expect(kindsWithResults({})).toEqual([]);
  });
});

describe('groupHitsByKind', () => {
  it('groups results by kind in the fixed order, keeping each group best first', () => {
    const hits = [
      hit('page', '/about'),
      hit('member', '/ceo/a'),
      hit('event', '/events/x'),
      hit('member', '/ceo/b'),
    ];
    expect(groupHitsByKind(hits)).toEqual([
      { kind: 'member', count: 2, hits: [hits[1], hits[3]] },
      { kind: 'event', count: 1, hits: [hits[2]] },
      { kind: 'page', count: 1, hits: [hits[0]] },
    ]);
  });

  it('counts every match of a kind, not only the results loaded', () => {
    const groups = groupHitsByKind([hit('member', '/ceo/a')], { member: 120, news: 3 });
    expect(groups).toEqual([
      { kind: 'member', count: 120, hits: [hit('member', '/ceo/a')] },
      { kind: 'news', count: 3, hits: [] },
    ]);
    expect(totalCount(groups)).toBe(123);
  });

  it('gives no group for no results', () => {
    expect(groupHitsByKind([])).toEqual([]);
    expect(totalCount([])).toBe(0);
  });

  it('knows every kind the pages are filed under', () => {
    expect(SEARCH_KINDS).toEqual([
      'member',
      'event',
      'article',
      'news',
      'gallery',
      'project',
      'page',
    ]);
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
