/** @jest-environment node */
import { getArticleBySlug, getPublishedArticles } from '@/data/articles';
import { getCeos } from '@/data/ceos';
import { getEvents } from '@/data/events';
import { getPublishedNews } from '@/data/news';
import { INTERNAL_SOURCE } from '@/data/options';
import type { Ceo } from '@/data/schemas/ceos';
import type { NewsItem } from '@/data/schemas/news';
import {
  buildArticlePageJsonLd,
  buildCeoProfileJsonLd,
  buildEventPageJsonLd,
  buildNewsPageJsonLd,
} from '@/lib/structured-data';

const SITE = { name: 'Nusantara CEO Network', url: 'https://ncn.example', logo: '/apple-icon.png' };
const ceo: Ceo = {
  ...getCeos()[0]!,
  slug: 'rahardian-wicaksono',
  image: '/images/ceos/rahardian-wicaksono.webp',
  bio: ['First paragraph.', 'Second paragraph.'],
  companyLink: 'https://www.company.example',
  contact: { email: 'r@company.example', linkedin: 'https://linkedin.example/r' },
};

describe('buildCeoProfileJsonLd', () => {
  it('describes the person of /ceo/{slug} from the profile', () => {
    const data = buildCeoProfileJsonLd(ceo, SITE);
    expect(data).toMatchObject({
      '@type': 'ProfilePage',
      url: 'https://ncn.example/ceo/rahardian-wicaksono',
      mainEntity: {
        '@type': 'Person',
        name: ceo.name,
        jobTitle: ceo.title,
        description: 'First paragraph.',
        image: 'https://ncn.example/images/ceos/rahardian-wicaksono.webp',
        worksFor: { name: ceo.company, url: 'https://www.company.example' },
        address: { addressRegion: ceo.province, addressCountry: 'ID' },
        knowsAbout: ceo.expertise,
        email: 'mailto:r@company.example',
        sameAs: ['https://linkedin.example/r'],
      },
    });
  });

  it('leaves out the contact channels a profile does not have', () => {
    const { mainEntity } = buildCeoProfileJsonLd(
      { ...ceo, contact: {}, companyLink: undefined },
      SITE,
    );
    expect(mainEntity).not.toHaveProperty('email');
    expect(mainEntity).not.toHaveProperty('sameAs');
    expect(mainEntity.worksFor).toEqual({ '@type': 'Organization', name: ceo.company });
  });
});

describe('buildEventPageJsonLd', () => {
  const event = getEvents()[0]!;

  it('places the event at its venue, in WIB, organised by the association', () => {
    const [start, end] = event.time.replace(' WIB', '').split(' – ');
    expect(buildEventPageJsonLd(event, SITE)).toMatchObject({
      '@type': 'Event',
      name: event.title,
      description: event.shortDescription,
      startDate: `${event.date}T${start}:00+07:00`,
      endDate: `${event.date}T${end}:00+07:00`,
      url: `https://ncn.example/events/${event.slug}`,
      image: [`https://ncn.example${event.image}`],
      location: {
        name: event.location.venue,
        address: {
          streetAddress: event.location.address,
          addressLocality: event.location.city,
        },
      },
      organizer: { name: SITE.name, url: SITE.url },
    });
  });
});

describe('buildArticlePageJsonLd', () => {
  const article = getArticleBySlug(getPublishedArticles()[0]!.slug)!;

  it('signs the article with its author and files it under its category and tags', () => {
    expect(buildArticlePageJsonLd(article, SITE)).toMatchObject({
      '@type': 'Article',
      headline: article.title,
      description: article.metaDescription ?? article.excerpt,
      url: `https://ncn.example/articles/${article.slug}`,
      author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role },
      publisher: { name: SITE.name, url: 'https://ncn.example' },
      articleSection: article.category,
      keywords: article.tags.join(', '),
    });
  });
});

describe('buildNewsPageJsonLd', () => {
  const item: NewsItem = { ...getPublishedNews()[0]!, author: undefined };

  it.each<[string, Partial<NewsItem>, object]>([
    [
      'a signed item to its writer',
      { author: 'Rizky Amalia' },
      { '@type': 'Person', name: 'Rizky Amalia' },
    ],
    [
      "an outlet's unsigned item to the outlet",
      { source: 'Warta Ekonomi Nusantara' },
      { '@type': 'Organization', name: 'Warta Ekonomi Nusantara' },
    ],
    [
      'an unsigned Internal item to the association',
      { source: INTERNAL_SOURCE },
      { '@type': 'Organization', name: SITE.name },
    ],
  ])('attributes %s', (_, change, author) => {
    const data = buildNewsPageJsonLd({ ...item, ...change }, SITE);
    expect(data['@type']).toBe('NewsArticle');
    expect(data.url).toBe(`https://ncn.example/news/${item.slug}`);
    expect(data.author).toMatchObject(author);
  });
});

describe('the Indonesian edition', () => {
  it("marks each page's data with its language and its own address", () => {
    const article = getPublishedArticles('id')[0]!;
    const item = getPublishedNews('id')[0]!;
    const event = getEvents('id')[0]!;
    const profile = buildCeoProfileJsonLd(getCeos('id')[0]!, SITE, 'id');
    expect(profile).toMatchObject({ inLanguage: 'id' });
    expect(profile.url).toMatch(/^https:\/\/ncn\.example\/id\/ceo\//);
    expect(buildEventPageJsonLd(event, SITE, 'id')).toMatchObject({
      inLanguage: 'id',
      name: event.title,
      url: `https://ncn.example/id/events/${event.slug}`,
    });
    expect(buildArticlePageJsonLd(article, SITE, 'id')).toMatchObject({
      inLanguage: 'id',
      headline: article.title,
    });
    expect(buildNewsPageJsonLd(item, SITE, 'id')).toMatchObject({
      inLanguage: 'id',
      headline: item.headline,
    });
    expect(buildEventPageJsonLd(getEvents()[0]!, SITE)).toMatchObject({ inLanguage: 'en' });
  });

  it('names the section as the Indonesian pages do', () => {
    const innovation = getPublishedArticles('id').find((each) => each.category === 'Innovation')!;
    expect(buildArticlePageJsonLd(innovation, SITE, 'id').articleSection).toBe('Inovasi');
    const coverage = getPublishedNews('id').find((each) => each.category === 'Media Coverage')!;
    expect(buildNewsPageJsonLd(coverage, SITE, 'id').articleSection).toBe('Liputan Media');
    expect(buildArticlePageJsonLd(getPublishedArticles()[0]!, SITE).articleSection).toBe(
      getPublishedArticles()[0]!.category,
    );
  });
});
