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
 * Tells whether a nav entry is the current one: Home only on exactly `/`, any other entry
 * when the path starts with its path (so `/events/x/register` keeps Events active).
 */
export function isActivePath(href: string, pathname: string | null): boolean {
  if (!pathname) return false;
  if (href === '/') return pathname === '/';
  return pathname.startsWith(href);
}
