import { INTERNAL_SOURCE } from '@/data/options';
import type { Article } from '@/data/schemas/articles';
import type { Ceo } from '@/data/schemas/ceos';
import type { EventItem } from '@/data/schemas/events';
import type { NewsItem } from '@/data/schemas/news';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { absoluteUrlOn } from '@/data/site';
import { eventTimeRange } from './events';
import { localizePath } from './i18n/paths';

export type Crumb = { label: string; href: string };

/** A site path as an absolute URL on the given origin (the home page as the bare origin). */
const absolute = absoluteUrlOn;

/** Builds schema.org `BreadcrumbList` data from crumbs whose hrefs are site paths. */
export function buildBreadcrumbJsonLd(crumbs: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absolute(crumb.href, origin),
    })),
  };
}

type PersonInput = {
  name: string;
  jobTitle: string;
  company: string;
  companyUrl?: string;
  region: string;
  description: string;
  image: string;
  expertise: readonly string[];
  email?: string;
  profiles: readonly (string | undefined)[];
  path: string;
};

/** Builds schema.org `ProfilePage` data whose main entity is the `Person` the page is about. */
export function buildProfileJsonLd(person: PersonInput, origin: string) {
  const sameAs = person.profiles.filter((link): link is string => Boolean(link));
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: absolute(person.path, origin),
    mainEntity: {
      '@type': 'Person',
      name: person.name,
      jobTitle: person.jobTitle,
      description: person.description,
      image: absolute(person.image, origin),
      worksFor: {
        '@type': 'Organization',
        name: person.company,
        ...(person.companyUrl ? { url: person.companyUrl } : {}),
      },
      address: { '@type': 'PostalAddress', addressRegion: person.region, addressCountry: 'ID' },
      knowsAbout: person.expertise,
      ...(person.email ? { email: `mailto:${person.email}` } : {}),
      ...(sameAs.length ? { sameAs } : {}),
    },
  };
}

type EventInput = {
  name: string;
  description: string;
  start: string;
  end: string;
  venue: string;
  address: string;
  city: string;
  image: string;
  path: string;
  organizer: { name: string; url: string };
};

/** Builds schema.org `Event` data for an in-person event. */
export function buildEventJsonLd(event: EventInput, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description,
    startDate: event.start,
    endDate: event.end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: absolute(event.path, origin),
    image: [absolute(event.image, origin)],
    location: {
      '@type': 'Place',
      name: event.venue,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.address,
        addressLocality: event.city,
        addressCountry: 'ID',
      },
    },
    organizer: { '@type': 'Organization', name: event.organizer.name, url: event.organizer.url },
  };
}

type OrganizationRef = { name: string; url: string; logo: string };

type ArticleInput = {
  /** 'Article' for the articles, 'NewsArticle' for the newsroom. */
  type: 'Article' | 'NewsArticle';
  headline: string;
  description: string;
  image: string;
  /** `YYYY-MM-DD`. */
  datePublished: string;
  /** The writer, when the piece is signed. */
  author?: { name: string; jobTitle?: string; worksFor?: string; image?: string };
  /** For an unsigned piece, the organisation that wrote it (an outlet); by default the publisher. */
  authorOrganization?: string;
  section?: string;
  keywords?: readonly string[];
  publisher: OrganizationRef;
  path: string;
};

/** The publisher as schema.org `Organization` data (name, url and logo), site paths made absolute. */
function organizationRef(org: OrganizationRef, origin: string) {
  return {
    '@type': 'Organization',
    name: org.name,
    url: absolute(org.url, origin),
    logo: { '@type': 'ImageObject', url: absolute(org.logo, origin) },
  };
}

/** Builds schema.org `Article` or `NewsArticle` data for an article or news page. */
export function buildArticleJsonLd(article: ArticleInput, origin: string) {
  const url = absolute(article.path, origin);
  const publisher = organizationRef(article.publisher, origin);
  const { author } = article;
  return {
    '@context': 'https://schema.org',
    '@type': article.type,
    headline: article.headline,
    description: article.description,
    image: [absolute(article.image, origin)],
    datePublished: article.datePublished,
    author: author
      ? {
          '@type': 'Person',
          name: author.name,
          ...(author.jobTitle ? { jobTitle: author.jobTitle } : {}),
          ...(author.worksFor
            ? { worksFor: { '@type': 'Organization', name: author.worksFor } }
            : {}),
          ...(author.image ? { image: absolute(author.image, origin) } : {}),
        }
      : article.authorOrganization
        ? { '@type': 'Organization', name: article.authorOrganization }
        : publisher,
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(article.section ? { articleSection: article.section } : {}),
    ...(article.keywords?.length ? { keywords: article.keywords.join(', ') } : {}),
    inLanguage: 'en',
  };
}

type OrganizationInput = OrganizationRef & {
  legalName: string;
  description: string;
  foundingDate: string;
  /** The postal address as written: street lines, then 'City 12345' (Indonesian postcodes). */
  addressLines: readonly string[];
  telephone: string;
  email: string;
  /** Profiles on other sites; only real addresses belong here. */
  sameAs?: readonly string[];
};

/** 'Menara X', 'Jl. Y 1', 'Jakarta Selatan 12190' → street, locality and postcode. */
function postalAddress(lines: readonly string[]) {
  const last = lines.at(-1) ?? '';
  const city = /^(.*\S)\s+(\d{5})$/.exec(last);
  return {
    '@type': 'PostalAddress',
    streetAddress: lines.slice(0, -1).join(', '),
    addressLocality: city ? city[1] : last,
    ...(city ? { postalCode: city[2] } : {}),
    addressCountry: 'ID',
  };
}

/** Builds schema.org `Organization` data for the association (the home page). */
export function buildOrganizationJsonLd(org: OrganizationInput, origin: string) {
  const { '@type': type, ...ref } = organizationRef(org, origin);
  return {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': absolute('/#organization', origin),
    ...ref,
    legalName: org.legalName,
    description: org.description,
    foundingDate: org.foundingDate,
    address: postalAddress(org.addressLines),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: org.telephone,
      email: org.email,
      areaServed: 'ID',
      availableLanguage: ['en', 'id'],
    },
    ...(org.sameAs?.length ? { sameAs: org.sameAs } : {}),
  };
}

/**
 * Builds schema.org `WebSite` data, published by the organization of the same page, with the
 * edition's site search as its `SearchAction` (`/search?q=…`, `/id/search?q=…`).
 */
export function buildWebSiteJsonLd(
  site: { name: string; description: string },
  origin: string,
  locale: Locale = 'en',
) {
  const home = localizePath('/', locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absolute(`${home}#website`, origin),
    name: site.name,
    description: site.description,
    url: absolute(home, origin),
    inLanguage: locale,
    publisher: { '@id': absolute('/#organization', origin) },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absolute(localizePath('/search', locale), origin)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A page's data marked with its edition's language (schema.org `inLanguage`, BCP 47). */
function inEdition<T extends object>(locale: Locale, data: T): T & { inLanguage: Locale } {
  return { ...data, inLanguage: locale };
}

/** The site as the page builders below need it (data/site.ts's SITE fits). */
export type SiteRef = { name: string; url: string; logo: string };

/** The `ProfilePage` data of a CEO's profile page (`/ceo/{slug}`). */
export function buildCeoProfileJsonLd(ceo: Ceo, site: Pick<SiteRef, 'url'>, locale: Locale = 'en') {
  return inEdition(
    locale,
    buildProfileJsonLd(
      {
        name: ceo.name,
        jobTitle: ceo.title,
        company: ceo.company,
        companyUrl: ceo.companyLink,
        region: ceo.province,
        description: ceo.bio[0] ?? '',
        image: ceo.image,
        expertise: ceo.expertise,
        email: ceo.contact.email,
        profiles: [ceo.contact.linkedin, ceo.contact.website],
        path: localizePath(`/ceo/${ceo.slug}`, locale),
      },
      site.url,
    ),
  );
}

/** The `Event` data of an event's page (`/events/{slug}`), organised by the site's association. */
export function buildEventPageJsonLd(
  event: EventItem,
  site: Pick<SiteRef, 'name' | 'url'>,
  locale: Locale = 'en',
) {
  const { venue, address, city } = event.location;
  return inEdition(
    locale,
    buildEventJsonLd(
      {
        name: event.title,
        description: event.shortDescription,
        ...eventTimeRange(event.date, event.time),
        venue,
        address,
        city,
        image: event.image,
        path: localizePath(`/events/${event.slug}`, locale),
        organizer: { name: site.name, url: site.url },
      },
      site.url,
    ),
  );
}

const publisherOf = (site: SiteRef): OrganizationRef => ({
  name: site.name,
  url: '/',
  logo: site.logo,
});

/** The `Article` data of an article's page (`/articles/{slug}`), signed by its author. */
export function buildArticlePageJsonLd(article: Article, site: SiteRef, locale: Locale = 'en') {
  return inEdition(
    locale,
    buildArticleJsonLd(
      {
        type: 'Article',
        headline: article.title,
        description: article.metaDescription ?? article.excerpt,
        image: article.coverImage,
        datePublished: article.publishedAt,
        author: {
          name: article.author.name,
          jobTitle: article.author.role,
          worksFor: article.author.company,
          image: article.author.avatar,
        },
        // The category as the edition's pages name it (their `article:section` too).
        section: getMessages(locale).labels.articleCategories[article.category],
        keywords: article.tags,
        publisher: publisherOf(site),
        path: localizePath(`/articles/${article.slug}`, locale),
      },
      site.url,
    ),
  );
}

/**
 * The `NewsArticle` data of a news item's page (`/news/{slug}`). An unsigned item is written by
 * the association itself ('Internal'), or by the outlet it comes from.
 */
export function buildNewsPageJsonLd(item: NewsItem, site: SiteRef, locale: Locale = 'en') {
  return inEdition(
    locale,
    buildArticleJsonLd(
      {
        type: 'NewsArticle',
        headline: item.headline,
        description: item.metaDescription ?? item.excerpt,
        image: item.coverImage,
        datePublished: item.publishedAt,
        ...(item.author
          ? { author: { name: item.author } }
          : item.source !== INTERNAL_SOURCE
            ? { authorOrganization: item.source }
            : {}),
        section: getMessages(locale).labels.newsCategories[item.category],
        publisher: publisherOf(site),
        path: localizePath(`/news/${item.slug}`, locale),
      },
      site.url,
    ),
  );
}

type MembershipPageInput = {
  name: string;
  description: string;
  /** The catalogue's name: 'Membership Tiers'. */
  catalogName: string;
  /** The yearly membership tiers, fees in whole rupiah. */
  tiers: readonly { name: string; description: string; annualFee: number }[];
  /** Home, then this page: the page's place in the site. */
  crumbs: readonly Crumb[];
  /** The page's path in its edition; `#apply` on it is where a tier is applied for. */
  path: string;
};

/**
 * The Membership page (`/membership`) as schema.org `WebPage` data: its breadcrumb, and its main
 * entity an `OfferCatalog` of the tiers, each an `Offer` at its yearly price in IDR, sold by the
 * association (the home page's `Organization`) and part of the edition's `WebSite`.
 */
export function buildMembershipPageJsonLd(
  page: MembershipPageInput,
  site: Pick<SiteRef, 'url'>,
  locale: Locale = 'en',
) {
  const url = absolute(page.path, site.url);
  const organization = { '@id': absolute('/#organization', site.url) };
  return inEdition(locale, {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: page.name,
    description: page.description,
    isPartOf: { '@id': absolute(`${localizePath('/', locale)}#website`, site.url) },
    about: organization,
    breadcrumb: {
      '@type': 'BreadcrumbList',
      itemListElement: page.crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: absolute(crumb.href, site.url),
      })),
    },
    mainEntity: {
      '@type': 'OfferCatalog',
      name: page.catalogName,
      itemListElement: page.tiers.map((tier) => ({
        '@type': 'Offer',
        name: tier.name,
        description: tier.description,
        price: tier.annualFee,
        priceCurrency: 'IDR',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: tier.annualFee,
          priceCurrency: 'IDR',
          // One year (UN/CEFACT 'ANN'): the fee is yearly.
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'ANN' },
        },
        url: `${url}#apply`,
        seller: organization,
      })),
    },
  });
}
