import { getPublishedArticles } from '@/data/articles';
import { getPublishedNews } from '@/data/news';
import { SITE } from '@/data/site';
import { articlesFeedChannel, newsFeedChannel } from '@/lib/feeds';
import { buildRssFeed, escapeXml, toRfc822Date, type RssChannel } from '@/lib/rss';

const DC = 'http://purl.org/dc/elements/1.1/';
const ATOM = 'http://www.w3.org/2005/Atom';

/** Parses with jsdom's real XML parser; a malformed document fails the test. */
function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return doc;
}
const text = (parent: Element | Document, tag: string) =>
  parent.getElementsByTagName(tag)[0]?.textContent ?? null;
const items = (doc: Document) => [...doc.getElementsByTagName('item')];

const channel = (overrides: Partial<RssChannel> = {}): RssChannel => ({
  title: 'Articles | Example',
  link: 'https://site.example/articles',
  description: 'All the articles',
  feedUrl: 'https://site.example/articles/feed.xml',
  language: 'en',
  items: [
    {
      title: 'Newest',
      link: 'https://site.example/articles/newest',
      description: 'The newest one',
      publishedAt: '2026-10-08',
      category: 'Leadership',
      creator: 'Sari Dewi',
    },
    {
      title: 'Older',
      link: 'https://site.example/articles/older',
      description: 'An older one',
      publishedAt: '2024-02-29',
    },
  ],
  ...overrides,
});

describe('toRfc822Date', () => {
  // jest.global-setup.mjs runs this in America/Los_Angeles: the day must not slip.
  it.each([
    ['2024-12-10', 'Tue, 10 Dec 2024 00:00:00 +0700'],
    ['2026-10-08', 'Thu, 08 Oct 2026 00:00:00 +0700'],
    ['2024-02-29', 'Thu, 29 Feb 2024 00:00:00 +0700'],
    ['2026-03-08', 'Sun, 08 Mar 2026 00:00:00 +0700'],
    ['2025-01-01', 'Wed, 01 Jan 2025 00:00:00 +0700'],
    ['2025-12-31', 'Wed, 31 Dec 2025 00:00:00 +0700'],
  ])('writes %s as %s', (iso, expected) => {
    expect(toRfc822Date(iso)).toBe(expected);
  });

  it.each(['2025-02-30', '2025-13-01', '10/12/2024', '2024-12-10T10:00:00Z', ''])(
    'refuses %p',
    (bad) => {
      expect(() => toRfc822Date(bad)).toThrow('Not a calendar date');
    },
  );

  it('is what Date itself reads back as that day', () => {
    expect(new Date(toRfc822Date('2025-06-17')).toISOString()).toBe('2025-06-16T17:00:00.000Z');
  });
});

describe('escapeXml', () => {
  it.each([
    ['a & b', 'a &amp; b'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [`"double" 'single'`, '&quot;double&quot; &apos;single&apos;'],
    [']]>', ']]&gt;'],
    ['bell\u0007 and null\u0000 dropped', 'bell and null dropped'],
    ['emoji 🚀, RTL مرحبا, tab\tkept', 'emoji 🚀, RTL مرحبا, tab\tkept'],
  ])('escapes %p', (input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });
});

describe('buildRssFeed', () => {
  it('is checked by a parser that really refuses malformed XML', () => {
    expect(() => parse('<rss><title>R&D</title></rss>')).toThrow('Not well-formed XML');
    expect(() => parse('<rss><title>a</rss>')).toThrow('Not well-formed XML');
  });

  it('writes a well-formed RSS 2.0 document with the channel', () => {
    const doc = parse(buildRssFeed(channel()));
    const rss = doc.documentElement;
    expect(rss.nodeName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const ch = doc.getElementsByTagName('channel')[0]!;
    expect(text(ch, 'title')).toBe('Articles | Example');
    expect(text(ch, 'link')).toBe('https://site.example/articles');
    expect(text(ch, 'description')).toBe('All the articles');
    expect(text(ch, 'language')).toBe('en');
    const self = doc.getElementsByTagNameNS(ATOM, 'link')[0]!;
    expect(self.getAttribute('href')).toBe('https://site.example/articles/feed.xml');
    expect(self.getAttribute('rel')).toBe('self');
    expect(self.getAttribute('type')).toBe('application/rss+xml');
    expect(text(ch, 'lastBuildDate')).toBe('Thu, 08 Oct 2026 00:00:00 +0700');
  });

  it('writes every item in the order given, with link, guid, excerpt and RFC 822 date', () => {
    const doc = parse(buildRssFeed(channel()));
    const [first, second] = items(doc);
    expect(items(doc)).toHaveLength(2);
    expect(text(first!, 'title')).toBe('Newest');
    expect(text(first!, 'link')).toBe('https://site.example/articles/newest');
    const guid = first!.getElementsByTagName('guid')[0]!;
    expect(guid.textContent).toBe('https://site.example/articles/newest');
    expect(guid.getAttribute('isPermaLink')).toBe('true');
    expect(text(first!, 'description')).toBe('The newest one');
    expect(text(first!, 'pubDate')).toBe('Thu, 08 Oct 2026 00:00:00 +0700');
    expect(text(first!, 'category')).toBe('Leadership');
    expect(first!.getElementsByTagNameNS(DC, 'creator')[0]?.textContent).toBe('Sari Dewi');
    expect(text(second!, 'pubDate')).toBe('Thu, 29 Feb 2024 00:00:00 +0700');
    expect(second!.getElementsByTagName('category')).toHaveLength(0);
    expect(second!.getElementsByTagNameNS(DC, 'creator')).toHaveLength(0);
  });

  it('keeps hostile and unusual text as text', () => {
    const title = `R&D <b>bold</b> "quoted" 'single' ]]> 🚀 مرحبا \u0001`;
    const doc = parse(
      buildRssFeed(
        channel({
          title: 'A & B <feed>',
          items: [
            {
              title,
              link: 'https://site.example/articles/x?a=1&b=2',
              description: '<script>alert("x")</script>'.repeat(500),
              publishedAt: '2025-05-05',
              creator: 'O’Neil & Sons',
            },
          ],
        }),
      ),
    );
    expect(text(doc, 'title')).toBe('A & B <feed>');
    const [item] = items(doc);
    expect(text(item!, 'title')).toBe(title.replace('\u0001', ''));
    expect(text(item!, 'link')).toBe('https://site.example/articles/x?a=1&b=2');
    expect(text(item!, 'description')).toBe('<script>alert("x")</script>'.repeat(500));
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(doc.getElementsByTagName('b')).toHaveLength(0);
  });

  it('writes an empty channel without a build date', () => {
    const doc = parse(buildRssFeed(channel({ items: [] })));
    expect(items(doc)).toHaveLength(0);
    expect(doc.getElementsByTagName('lastBuildDate')).toHaveLength(0);
  });
});

describe('the site feeds', () => {
  it.each([
    [
      'articles',
      () => buildRssFeed(articlesFeedChannel(getPublishedArticles())),
      getPublishedArticles().map((a) => ({
        title: a.title,
        path: `/articles/${a.slug}`,
        description: a.excerpt,
        date: a.publishedAt,
      })),
      '/articles',
    ],
    [
      'news',
      () => buildRssFeed(newsFeedChannel(getPublishedNews())),
      getPublishedNews().map((n) => ({
        title: n.headline,
        path: `/news/${n.slug}`,
        description: n.excerpt,
        date: n.publishedAt,
      })),
      '/news',
    ],
  ] as const)(
    'lists every published %s item newest first, with absolute links and excerpts',
    (_, build, expected, listing) => {
      const doc = parse(build());
      expect(text(doc.getElementsByTagName('channel')[0]!, 'link')).toBe(`${SITE.url}${listing}`);
      const found = items(doc).map((item) => ({
        title: text(item, 'title'),
        path: text(item, 'link')!.replace(SITE.url, ''),
        description: text(item, 'description'),
        date: text(item, 'pubDate'),
      }));
      expect(found).toEqual(expected.map((e) => ({ ...e, date: toRfc822Date(e.date) })));
      for (const item of items(doc)) expect(text(item, 'link')).toMatch(/^https:\/\//);
      const dates = expected.map((e) => e.date);
      expect(dates).toEqual([...dates].sort().reverse());
    },
  );

  it('has an Indonesian feed of each, in Indonesian, linking to the Indonesian pages', () => {
    const articles = parse(buildRssFeed(articlesFeedChannel(getPublishedArticles('id'), 'id')));
    const channel = articles.getElementsByTagName('channel')[0]!;
    expect(text(channel, 'title')).toBe(`Artikel | ${SITE.name}`);
    expect(text(channel, 'language')).toBe('id');
    expect(text(channel, 'link')).toBe(`${SITE.url}/id/articles`);
    expect(items(articles).map((item) => text(item, 'title'))).toEqual(
      getPublishedArticles('id').map((article) => article.title),
    );
    for (const item of items(articles)) expect(text(item, 'link')).toMatch(/\/id\/articles\//);

    const news = parse(buildRssFeed(newsFeedChannel(getPublishedNews('id'), 'id')));
    expect(text(news.getElementsByTagName('channel')[0]!, 'title')).toBe(
      `Ruang Berita | ${SITE.name}`,
    );
    for (const item of items(news)) expect(text(item, 'link')).toMatch(/\/id\/news\//);

    // Categories as the Indonesian pages name them.
    const categories = (doc: Document) => new Set(items(doc).map((item) => text(item, 'category')));
    expect(categories(articles)).toContain('Inovasi');
    expect(categories(articles)).not.toContain('Innovation');
    expect(categories(news)).toContain('Liputan Media');
    expect(categories(news)).not.toContain('Media Coverage');
  });
});
