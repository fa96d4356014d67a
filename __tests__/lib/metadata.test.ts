/** @jest-environment node */
import { buildPageMetadata } from '@/lib/metadata';

// /about exists in both editions.
const base = { title: 'About', description: 'All of it.', path: '/about' };
const languages = { en: '/about', id: '/id/about', 'x-default': '/about' };

describe('buildPageMetadata', () => {
  it('adds no feed and no article fields unless asked', () => {
    const metadata = buildPageMetadata(base);
    expect(metadata.alternates).toEqual({ canonical: '/about', languages });
    expect(metadata.openGraph).not.toHaveProperty('publishedTime');
  });

  it('announces RSS feeds as alternates of type application/rss+xml', () => {
    const metadata = buildPageMetadata({
      ...base,
      feeds: [{ url: '/articles/feed.xml', title: 'Articles | Site' }],
    });
    expect(metadata.alternates).toEqual({
      canonical: '/about',
      languages,
      types: { 'application/rss+xml': [{ url: '/articles/feed.xml', title: 'Articles | Site' }] },
    });
  });

  it('gives an article its publication time, section and tags', () => {
    const metadata = buildPageMetadata({
      ...base,
      path: '/articles/x',
      type: 'article',
      article: { publishedTime: '2024-12-10', section: 'Economy', tags: ['Trade', 'Nickel'] },
    });
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2024-12-10',
      section: 'Economy',
      tags: ['Trade', 'Nickel'],
    });
  });

  it('uses an absolute title as it is, without the site name', () => {
    const metadata = buildPageMetadata({ ...base, title: 'Exactly this', absoluteTitle: true });
    expect(metadata.title).toEqual({ absolute: 'Exactly this' });
    expect(metadata.openGraph?.title).toBe('Exactly this');
  });

  it('gives each edition its canonical URL, Open Graph locale and share image', () => {
    const en = buildPageMetadata(base);
    const id = buildPageMetadata({ ...base, locale: 'id' });
    expect(id.alternates).toEqual({ canonical: '/id/about', languages });
    expect(en.openGraph).toMatchObject({
      url: '/about',
      locale: 'en_US',
      alternateLocale: ['id_ID'],
    });
    expect(id.openGraph).toMatchObject({
      url: '/id/about',
      locale: 'id_ID',
      alternateLocale: ['en_US'],
    });
    expect(id.openGraph?.images).toEqual([
      expect.objectContaining({
        url: '/id/og/default.png',
        alt: 'Nusantara CEO Network: UNTUK INDONESIA YANG LEBIH BAIK',
      }),
    ]);
  });

  it('describes the share image to the Twitter card too, in the edition', () => {
    const id = buildPageMetadata({ ...base, locale: 'id' });
    expect(id.twitter).toMatchObject({
      images: [
        expect.objectContaining({
          url: '/id/og/default.png',
          alt: 'Nusantara CEO Network: UNTUK INDONESIA YANG LEBIH BAIK',
        }),
      ],
    });
  });

  it('points no alternate at a page that exists in one edition only', () => {
    const metadata = buildPageMetadata({ ...base, path: '/only-in-english' });
    expect(metadata.alternates).toEqual({ canonical: '/only-in-english' });
    expect(metadata.openGraph).not.toHaveProperty('alternateLocale');
  });
});
