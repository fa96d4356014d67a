/** @jest-environment node */
import { buildShareUrl, SHARE_NETWORK_LABELS, SHARE_NETWORKS, shareOrCopy } from '@/lib/share';

const data = {
  title: 'Summit',
  text: 'Flagship',
  url: 'https://www.nusantara-ceo.example/events/summit',
};
const abort = Object.assign(new Error('The user cancelled'), { name: 'AbortError' });

describe('shareOrCopy', () => {
  it('uses the share sheet when there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    expect(await shareOrCopy(data, { share, writeText })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a cancelled share as nothing to report, and copies nothing', async () => {
    const writeText = jest.fn();
    expect(await shareOrCopy(data, { share: jest.fn().mockRejectedValue(abort), writeText })).toBe(
      'cancelled',
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    expect(await shareOrCopy(data, { writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('copies the link when the share sheet cannot take the data or refuses', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    expect(await shareOrCopy(data, { share: jest.fn(), canShare: () => false, writeText })).toBe(
      'copied',
    );
    const refused = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    expect(
      await shareOrCopy(data, { share: jest.fn().mockRejectedValue(refused), writeText }),
    ).toBe('copied');
  });

  it('reports a clipboard that refuses, or is missing', async () => {
    expect(
      await shareOrCopy(data, { writeText: jest.fn().mockRejectedValue(new Error('denied')) }),
    ).toBe('failed');
    expect(await shareOrCopy(data, {})).toBe('failed');
  });
});

describe('buildShareUrl', () => {
  const page = 'https://www.nusantara-ceo.example/articles/leading-through-uncertainty';
  const titles = [
    ['a plain title', 'Leading Through Uncertainty'],
    ['an ampersand', 'Profit & Loss: R&D'],
    ['a hash', 'Issue #5 of the #CEO newsletter'],
    ['quotes and apostrophes', `"Stay" for the 'long' haul’s sake`],
    ['non-ASCII letters and dashes', 'Kepemimpinan — Ñusantara 2025–2030 ✓ 中文'],
    ['an emoji', 'Growth 🚀 beyond Java'],
    ['a plus, equals and question mark', 'a+b=c? 100% yes'],
    ['hostile markup', '<script>alert("x")</script>'],
    ['right-to-left text', 'مرحبا بالعالم'],
  ] as const;

  it.each(titles)('shares the link on LinkedIn, with %s in the title left out', (_, title) => {
    const url = new URL(buildShareUrl('linkedin', page, title));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect([...url.searchParams.keys()]).toEqual(['url']);
    expect(url.searchParams.get('url')).toBe(page);
  });

  it.each(titles)('shares the link and the title on X, with %s', (_, title) => {
    const url = new URL(buildShareUrl('x', page, title));
    expect(`${url.origin}${url.pathname}`).toBe('https://x.com/intent/post');
    expect([...url.searchParams.keys()]).toEqual(['url', 'text']);
    expect(url.searchParams.get('url')).toBe(page);
    expect(url.searchParams.get('text')).toBe(title);
    expect(url.hash).toBe('');
  });

  it.each(titles)('shares "title link" on WhatsApp, with %s', (_, title) => {
    const url = new URL(buildShareUrl('whatsapp', page, title));
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe(`${title} ${page}`);
    expect(url.hash).toBe('');
  });

  it('percent-encodes every reserved character (no raw &, #, quote or space)', () => {
    const built = buildShareUrl('x', `${page}?a=1&b=2#top`, `A & B #1 "q" 'r' é`);
    const query = built.slice(built.indexOf('?') + 1);
    expect(query).toBe(
      'url=https%3A%2F%2Fwww.nusantara-ceo.example%2Farticles%2Fleading-through-uncertainty%3Fa%3D1%26b%3D2%23top' +
        "&text=A%20%26%20B%20%231%20%22q%22%20'r'%20%C3%A9",
    );
    expect(buildShareUrl('linkedin', page, 'x')).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.nusantara-ceo.example%2Farticles%2Fleading-through-uncertainty',
    );
    expect(buildShareUrl('whatsapp', page, 'Hi & bye')).toBe(
      'https://wa.me/?text=Hi%20%26%20bye%20https%3A%2F%2Fwww.nusantara-ceo.example%2Farticles%2Fleading-through-uncertainty',
    );
  });

  it('has a label for every network', () => {
    expect(SHARE_NETWORKS.map((network) => SHARE_NETWORK_LABELS[network])).toEqual([
      'LinkedIn',
      'X',
      'WhatsApp',
    ]);
  });
});
