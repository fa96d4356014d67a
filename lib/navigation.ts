import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
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
