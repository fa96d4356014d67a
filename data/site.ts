import type { z } from 'zod';
import { fromContent, loadPage, type Editions } from './content-files';
import type { Locale } from './locales';
import { pageSource, type Source } from './schemas/content-file';
import { fillPlaceholders } from './schemas/site-facts';
import { SiteSettingsSchema, SiteTranslationSchema } from './schemas/site';

/** The site settings staff keep in the editor (data/content/settings/site.json), both editions. */
const settings = fromContent(() =>
  loadPage('settings/site.json', SiteSettingsSchema, SiteTranslationSchema),
);
const english = () => settings().en;

/**
 * Site-wide facts: the one place for the association's name, tagline, contact, bank and
 * donation platform. They are the site settings (data/content/settings/site.json, in the editor
 * under Site settings) but for the site's address, logo and social icons, which are the code's.
 * Everything is fictional; domains use the reserved `.example` TLD. Read through getters, so a
 * saved setting shows on the next reload of `npm run cms`.
 */
export const SITE = {
  get name() {
    return english().name;
  },
  get shortName() {
    return english().shortName;
  },
  get legalName() {
    return english().legalName;
  },
  get tagline() {
    return english().tagline;
  },
  get description() {
    return english().description;
  },
  get blurb() {
    return english().blurb;
  },
  /** Canonical origin for metadata, the sitemap and share links; set NEXT_PUBLIC_SITE_URL to deploy elsewhere. */
  url: (process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.nusantara-ceo.example').replace(/\/$/, ''),
  /** The square logo for structured data: app/apple-icon.png, exported at this path (180×180). */
  logo: '/apple-icon.png',
  get foundedYear() {
    return english().foundedYear;
  },
  get memberCount() {
    return english().memberCount;
  },
  get memberCountYear() {
    return english().memberCountYear;
  },
  get copyrightYear() {
    return english().copyrightYear;
  },
  get contact() {
    const { addressLines, phone, email, officeHours } = english().contact;
    return {
      addressLines,
      phone: { display: phone, href: `tel:${phone.replaceAll(' ', '')}` },
      email,
      officeHours,
    };
  },
  get bank() {
    return english().bank;
  },
  get donationUrl() {
    return english().donationUrl;
  },
  /** The footer's three icons (the spec gives them no targets). */
  social: ['Instagram', 'LinkedIn', 'YouTube'],
} as const;

/**
 * What a form shows of the association: its names (consent text, the application's reference)
 * and how to reach the secretariat instead. The forms are client components: their server parents
 * pass this down, so the rest of the site's facts never reach the browser's scripts.
 */
export type FormContact = {
  readonly name: string;
  readonly shortName: string;
  readonly email: string;
  readonly phone: { readonly display: string; readonly href: string };
};

/** The association's names and the secretariat's e-mail and phone, for a form. */
export function getFormContact(): FormContact {
  const { name, shortName, contact } = SITE;
  return { name, shortName, email: contact.email, phone: contact.phone };
}

type SiteText = {
  readonly tagline: string;
  readonly description: string;
  readonly blurb: string;
  readonly addressLines: readonly string[];
  readonly officeHours: string;
};

/** The site's own words in an edition; the English are the ones in SITE. */
export function getSiteText(locale: Locale): SiteText {
  const { tagline, description, blurb, contact } = settings()[locale];
  return {
    tagline,
    description,
    blurb,
    addressLines: contact.addressLines,
    officeHours: contact.officeHours,
  };
}

/** The site's own title in an edition ('Nusantara CEO Network | FOR A BETTER INDONESIA'). */
export function siteTitle(locale: Locale): string {
  return `${SITE.name} | ${getSiteText(locale).tagline}`;
}

/**
 * A site path as an absolute URL on an origin, written the way Next writes a page's canonical
 * link: the home page as the bare origin (`https://example.org`, not `https://example.org/`), so
 * the sitemap, the structured data and each page's own `<link rel="canonical">` name a page alike.
 */
export function absoluteUrlOn(path: string, origin: string): string {
  const url = new URL(path, `${origin}/`);
  return url.pathname === '/' && !url.search && !url.hash ? url.origin : url.href;
}

/** Builds an absolute URL on the site's canonical origin (the home page as the bare origin). */
export function absoluteUrl(path = '/'): string {
  return absoluteUrlOn(path, SITE.url);
}

/**
 * `value` (a page's texts) with every placeholder ('{memberCount} members') replaced by the site
 * setting, written as the edition writes numbers ('3,000' / '3.000'), so a figure is kept in one
 * place. An unknown placeholder fails the build, naming the file and the field.
 */
export function fillSiteFacts<T>(value: T, locale: Locale, source: Source): T {
  return fillPlaceholders(
    value,
    {
      name: SITE.name,
      legalName: SITE.legalName,
      foundedYear: String(SITE.foundedYear),
      memberCount: SITE.memberCount.toLocaleString(locale === 'id' ? 'id-ID' : 'en-US'),
      memberCountYear: String(SITE.memberCountYear),
    },
    source,
  );
}

/**
 * A page whose texts may name the site's facts (About Us, Contact Us: data/content/<name>), in
 * both editions, the facts filled in (fillSiteFacts).
 */
export function loadPageWithSiteFacts<T>(
  name: string,
  schema: z.ZodType<T>,
  translation: z.ZodType,
): Editions<T> {
  const { en, id } = loadPage(name, schema, translation);
  return {
    en: fillSiteFacts(en, 'en', pageSource(name, 'en')),
    id: fillSiteFacts(id, 'id', pageSource(name, 'id')),
  };
}
