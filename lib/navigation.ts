import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatMessage } from './i18n/format';
import { localizePath, splitLocale } from './i18n/paths';

export type NavItem = { readonly label: string; readonly href: string };

/** The main navigation, in the spec's order with its exact labels. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Our Team', href: '/team' },
  { label: 'Provincial Leadership', href: '/provincial-leadership' },
  { label: 'International Leadership', href: '/international-leadership' },
  { label: 'CEO Directory', href: '/ceo-directory' },
  { label: 'Events', href: '/events' },
  { label: 'Contact Us', href: '/contact' },
];

/** The footer's quick links. */
export const QUICK_LINKS: readonly NavItem[] = [
  { label: 'CSR & Donation', href: '/csr-donation' },
  { label: 'Crowdfunding', href: '/crowdfunding' },
  { label: 'Articles', href: '/articles' },
  { label: 'Gallery', href: '/gallery' },
];

/**
 * The ways to work with the association beyond the spec's navigation: the home page's 'Work with
 * us' band and the contact page list them (their words: messages `common.ways`).
 */
export const WAYS_TO_WORK_WITH_US = [
  { key: 'membership', href: '/membership' },
  { key: 'partnership', href: '/partnership-opportunities' },
  { key: 'sponsorship', href: '/sponsorship' },
  { key: 'csr', href: '/csr-donation' },
  { key: 'crowdfunding', href: '/crowdfunding' },
] as const;

export type WayToWorkWithUs = NavItem & { readonly key: string; readonly text: string };

/** The footer's second column: the ways in that neither the navigation nor Quick Links hold. */
export const NETWORK_LINKS: readonly NavItem[] = [
  { label: 'Membership', href: '/membership' },
  { label: 'Partnership', href: '/partnership-opportunities' },
  { label: 'Sponsorship', href: '/sponsorship' },
  { label: 'News', href: '/news' },
];

const NAV_KEYS = [
  'home',
  'about',
  'team',
  'provincial',
  'international',
  'directory',
  'events',
  'contact',
] as const;
const QUICK_LINK_KEYS = ['csr', 'crowdfunding', 'articles', 'gallery'] as const;

/** The main navigation in an edition: its words and the edition's addresses. */
export function mainNav(locale: Locale): readonly NavItem[] {
  const labels = getMessages(locale).common.nav;
  return MAIN_NAV.map((item, index) => ({
    label: labels[NAV_KEYS[index] as (typeof NAV_KEYS)[number]],
    href: localizePath(item.href, locale),
  }));
}

/** The footer's quick links in an edition. */
export function quickLinks(locale: Locale): readonly NavItem[] {
  const labels = getMessages(locale).common.quickLinks;
  return QUICK_LINKS.map((item, index) => ({
    label: labels[QUICK_LINK_KEYS[index] as (typeof QUICK_LINK_KEYS)[number]],
    href: localizePath(item.href, locale),
  }));
}

/**
 * The ways to work with the association in an edition: label, address and a line about each;
 * `members` is the membership figure as the edition writes it ('3,000').
 */
export function waysToWorkWithUs(locale: Locale, members: string): readonly WayToWorkWithUs[] {
  const { ways } = getMessages(locale).common;
  return WAYS_TO_WORK_WITH_US.map(({ key, href }) => ({
    key,
    label: ways[key].title,
    text: formatMessage(ways[key].text, { members }),
    href: localizePath(href, locale),
  }));
}

/** The footer's second column in an edition. */
export function networkLinks(locale: Locale): readonly NavItem[] {
  const { ways, footer } = getMessages(locale).common;
  const labels = [
    ways.membership.title,
    ways.partnership.title,
    ways.sponsorship.title,
    footer.news,
  ];
  return NETWORK_LINKS.map((item, index) => ({
    label: labels[index] ?? item.label,
    href: localizePath(item.href, locale),
  }));
}

/**
 * Tells whether a nav entry is the current one: Home only on exactly its own path (`/`, `/id`),
 * any other entry when the path starts with its path (so `/events/x/register` keeps Events
 * active), within the same edition.
 */
export function isActivePath(href: string, pathname: string | null): boolean {
  if (!pathname) return false;
  const entry = splitLocale(href);
  const current = splitLocale(pathname);
  if (entry.locale !== current.locale) return false;
  if (entry.path === '/') return current.path === '/';
  return current.path === entry.path || current.path.startsWith(`${entry.path}/`);
}
