import type { Locale } from './locales';

/**
 * Site-wide facts: the one place for the association's name, tagline, contact, bank and
 * donation platform. Everything here is fictional; domains use the reserved `.example` TLD.
 */
export const SITE = {
  name: 'Nusantara CEO Network',
  shortName: 'NCN',
  legalName: 'Yayasan Jejaring CEO Nusantara',
  tagline: 'FOR A BETTER INDONESIA',
  description:
    'A foundation of company directors and commissioners across Indonesia, connecting more than 3,000 leaders since 2016 to build a better Indonesia together.',
  blurb:
    'A community of directors and commissioners from every province, sharing knowledge, opening doors and giving back, for a better Indonesia.',
  /** Canonical origin for metadata, the sitemap and share links; set NEXT_PUBLIC_SITE_URL to deploy elsewhere. */
  url: (process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.nusantara-ceo.example').replace(/\/$/, ''),
  /** The square logo for structured data: app/apple-icon.png, exported at this path (180×180). */
  logo: '/apple-icon.png',
  foundedYear: 2016,
  memberCount: 3000,
  memberCountYear: 2024,
  copyrightYear: 2025,
  contact: {
    addressLines: [
      'Menara Cakrawala, 18th Floor',
      'Jl. Jenderal Sudirman Kav. 88',
      'Jakarta Selatan 12190',
    ],
    phone: { display: '+62 21 5550 2016', href: 'tel:+622155502016' },
    email: 'sekretariat@nusantara-ceo.example',
    officeHours: 'Monday to Friday, 09:00–17:00 WIB',
  },
  bank: {
    bankName: 'Bank Cakrawala Nusantara',
    branch: 'KCP Sudirman, Jakarta',
    accountName: 'Yayasan Jejaring CEO Nusantara',
    accountNumber: '7010 2016 3000',
  },
  donationUrl: 'https://donasi.example/nusantara-ceo',
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

/** The site's own words in each edition; the English are the ones in SITE. */
const SITE_TEXT: Record<Locale, SiteText> = {
  en: {
    tagline: SITE.tagline,
    description: SITE.description,
    blurb: SITE.blurb,
    addressLines: SITE.contact.addressLines,
    officeHours: SITE.contact.officeHours,
  },
  id: {
    tagline: 'UNTUK INDONESIA YANG LEBIH BAIK',
    description:
      'Yayasan para direktur dan komisaris perusahaan di seluruh Indonesia yang sejak 2016 menghimpun lebih dari 3.000 pemimpin untuk bersama membangun Indonesia yang lebih baik.',
    blurb:
      'Komunitas direktur dan komisaris dari setiap provinsi yang berbagi pengetahuan, membuka peluang, dan memberi kembali, untuk Indonesia yang lebih baik.',
    addressLines: [
      'Menara Cakrawala, Lantai 18',
      'Jl. Jenderal Sudirman Kav. 88',
      'Jakarta Selatan 12190',
    ],
    officeHours: 'Senin sampai Jumat, 09.00–17.00 WIB',
  },
};

type SiteText = {
  readonly tagline: string;
  readonly description: string;
  readonly blurb: string;
  readonly addressLines: readonly string[];
  readonly officeHours: string;
};

export function getSiteText(locale: Locale): SiteText {
  return SITE_TEXT[locale];
}

/** The site's own title in an edition ('Nusantara CEO Network | FOR A BETTER INDONESIA'). */
export function siteTitle(locale: Locale): string {
  return `${SITE.name} | ${SITE_TEXT[locale].tagline}`;
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
