/** @jest-environment node */
import {
  buildArticleJsonLd,
  buildOrganizationJsonLd,
  buildWebSiteJsonLd,
} from '@/lib/structured-data';

const ORIGIN = 'https://www.nusantara-ceo.example';
const publisher = { name: 'Nusantara CEO Network', url: '/', logo: '/apple-icon.png' };
const article = {
  type: 'Article' as const,
  headline: 'Leading Through Uncertainty',
  description: 'Five habits of resilient boards.',
  image: '/images/articles/leading.webp',
  datePublished: '2026-10-08',
  author: {
    name: 'Yudhistira Haryo Sasongko',
    jobTitle: 'Senior Partner',
    worksFor: 'Sasongko Governance Advisory',
    image: '/images/authors/yudhistira.webp',
  },
  section: 'Leadership',
  keywords: ['Leadership', 'Risk'],
  publisher,
  path: '/articles/leading-through-uncertainty',
};

describe('buildArticleJsonLd', () => {
  it('describes an article, its writer and its publisher with absolute URLs', () => {
    expect(buildArticleJsonLd(article, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Leading Through Uncertainty',
      description: 'Five habits of resilient boards.',
      image: [`${ORIGIN}/images/articles/leading.webp`],
      datePublished: '2026-10-08',
      author: {
        '@type': 'Person',
        name: 'Yudhistira Haryo Sasongko',
        jobTitle: 'Senior Partner',
        worksFor: { '@type': 'Organization', name: 'Sasongko Governance Advisory' },
        image: `${ORIGIN}/images/authors/yudhistira.webp`,
      },
      publisher: {
        '@type': 'Organization',
        name: 'Nusantara CEO Network',
        url: ORIGIN,
        logo: { '@type': 'ImageObject', url: `${ORIGIN}/apple-icon.png` },
      },
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': `${ORIGIN}/articles/leading-through-uncertainty`,
      },
      url: `${ORIGIN}/articles/leading-through-uncertainty`,
      articleSection: 'Leadership',
      keywords: 'Leadership, Risk',
      inLanguage: 'en',
    });
  });

  it('describes a signed news item with the writer as a Person by name', () => {
    const data = buildArticleJsonLd(
      {
        type: 'NewsArticle',
        headline: 'Summit announced',
        description: 'It returns.',
        image: '/images/news/summit.webp',
        datePublished: '2026-10-20',
        author: { name: 'Rizky Amalia Putri' },
        publisher,
        path: '/news/summit',
      },
      ORIGIN,
    );
    expect(data['@type']).toBe('NewsArticle');
    expect(data.author).toEqual({ '@type': 'Person', name: 'Rizky Amalia Putri' });
    expect(data).not.toHaveProperty('articleSection');
    expect(data).not.toHaveProperty('keywords');
  });

  it('names the publisher as the author of an unsigned item', () => {
    const data = buildArticleJsonLd({ ...article, author: undefined }, ORIGIN);
    expect(data.author).toEqual(data.publisher);
  });

  it('names the outlet as the author of an unsigned item it wrote', () => {
    const data = buildArticleJsonLd(
      { ...article, author: undefined, authorOrganization: 'Kabar Ekonomi' },
      ORIGIN,
    );
    expect(data.author).toEqual({ '@type': 'Organization', name: 'Kabar Ekonomi' });
  });

  it('keeps hostile text as data (the JsonLd component escapes it for the page)', () => {
    const data = buildArticleJsonLd(
      { ...article, headline: '</script><script>x()</script>' },
      ORIGIN,
    );
    expect(JSON.parse(JSON.stringify(data)).headline).toBe('</script><script>x()</script>');
  });
});

describe('buildOrganizationJsonLd', () => {
  const org = {
    ...publisher,
    legalName: 'Yayasan Jejaring CEO Nusantara',
    description: 'A foundation of company directors.',
    foundingDate: '2016',
    addressLines: [
      'Menara Cakrawala, 18th Floor',
      'Jl. Jenderal Sudirman Kav. 88',
      'Jakarta Selatan 12190',
    ],
    telephone: '+622155502016',
    email: 'sekretariat@nusantara-ceo.example',
  };

  it('describes the association with its logo, address and contact point', () => {
    expect(buildOrganizationJsonLd(org, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${ORIGIN}/#organization`,
      name: 'Nusantara CEO Network',
      url: ORIGIN,
      logo: { '@type': 'ImageObject', url: `${ORIGIN}/apple-icon.png` },
      legalName: 'Yayasan Jejaring CEO Nusantara',
      description: 'A foundation of company directors.',
      foundingDate: '2016',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Menara Cakrawala, 18th Floor, Jl. Jenderal Sudirman Kav. 88',
        addressLocality: 'Jakarta Selatan',
        postalCode: '12190',
        addressCountry: 'ID',
      },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: '+622155502016',
        email: 'sekretariat@nusantara-ceo.example',
        areaServed: 'ID',
        availableLanguage: ['en', 'id'],
      },
    });
  });

  it('lists social profiles only when there are addresses to give', () => {
    expect(buildOrganizationJsonLd({ ...org, sameAs: [] }, ORIGIN)).not.toHaveProperty('sameAs');
    expect(
      buildOrganizationJsonLd({ ...org, sameAs: ['https://social.example/ncn'] }, ORIGIN).sameAs,
    ).toEqual(['https://social.example/ncn']);
  });

  it('keeps a last address line without a postcode as the locality', () => {
    const data = buildOrganizationJsonLd(
      { ...org, addressLines: ['Jl. Braga 1', 'Bandung'] },
      ORIGIN,
    );
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Jl. Braga 1',
      addressLocality: 'Bandung',
      addressCountry: 'ID',
    });
  });
});

describe('buildWebSiteJsonLd', () => {
  it('describes the site, points at its publisher on the same page and searches it', () => {
    expect(buildWebSiteJsonLd({ name: 'Nusantara CEO Network', description: 'd' }, ORIGIN)).toEqual(
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        '@id': `${ORIGIN}/#website`,
        name: 'Nusantara CEO Network',
        description: 'd',
        url: ORIGIN,
        inLanguage: 'en',
        publisher: { '@id': `${ORIGIN}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${ORIGIN}/search?q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    );
  });

  it('searches the Indonesian edition from the Indonesian home page', () => {
    const data = buildWebSiteJsonLd(
      { name: 'Nusantara CEO Network', description: 'd' },
      ORIGIN,
      'id',
    );
    expect(data.url).toBe(`${ORIGIN}/id`);
    expect(data.potentialAction.target.urlTemplate).toBe(
      `${ORIGIN}/id/search?q={search_term_string}`,
    );
  });
});
