/**
 * RSS 2.0 feeds (https://www.rssboard.org/rss-specification), written as plain text at build time.
 * Dates are content dates (`YYYY-MM-DD`), published in Jakarta: they become RFC 822 dates at
 * midnight WIB by calendar arithmetic alone, so the feed is the same whatever the build machine's
 * time zone.
 */
export type RssItem = {
  title: string;
  /** Absolute URL of the item's page; also its permanent guid. */
  link: string;
  /** A plain-text summary (the excerpt). */
  description: string;
  /** `YYYY-MM-DD`. */
  publishedAt: string;
  category?: string;
  /** A person's name (dc:creator: RSS's own <author> must be an e-mail address). */
  creator?: string;
};

export type RssChannel = {
  title: string;
  /** Absolute URL of the listing page the feed mirrors. */
  link: string;
  description: string;
  /** Absolute URL of the feed itself (atom:link rel="self", as feed validators expect). */
  feedUrl: string;
  language: string;
  items: readonly RssItem[];
};

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** '2024-12-10' → 'Tue, 10 Dec 2024 00:00:00 +0700' (RFC 822, midnight in Jakarta). */
export function toRfc822Date(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not a calendar date: "${isoDate}"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) {
    throw new Error(`Not a calendar date: "${isoDate}"`);
  }
  return `${DAYS[utc.getUTCDay()]}, ${match[3]} ${MONTHS[month - 1]} ${match[1]} 00:00:00 +0700`;
}

// Characters XML 1.0 cannot carry at all (most C0 controls, lone surrogates, U+FFFE/U+FFFF).
const INVALID_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text made safe for an XML element or attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const element = (name: string, value: string | undefined, indent: string) =>
  value === undefined ? [] : [`${indent}<${name}>${escapeXml(value)}</${name}>`];

/** Writes an RSS 2.0 document; items appear in the order given (pass them newest first). */
export function buildRssFeed(channel: RssChannel): string {
  const newest = channel.items
    .map((item) => item.publishedAt)
    .sort()
    .at(-1);
  const items = channel.items.flatMap((item) => [
    '    <item>',
    ...element('title', item.title, '      '),
    ...element('link', item.link, '      '),
    `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    ...element('description', item.description, '      '),
    ...element('pubDate', toRfc822Date(item.publishedAt), '      '),
    ...element('category', item.category, '      '),
    ...element('dc:creator', item.creator, '      '),
    '    </item>',
  ]);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    ...element('title', channel.title, '    '),
    ...element('link', channel.link, '    '),
    ...element('description', channel.description, '    '),
    ...element('language', channel.language, '    '),
    `    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...element('lastBuildDate', newest && toRfc822Date(newest), '    '),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
