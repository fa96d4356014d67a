import { DEFAULT_LOCALE, type Locale } from '@/data/locales';

/**
 * Where each edition lives: English at today's URLs, Indonesian under `/id`. One prefix per
 * locale, none for the default, so an English URL never moves.
 */
const PREFIX: Record<Locale, string> = { en: '', id: '/id' };

/** Open Graph's name of each edition's language (`og:locale`). */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', id: 'id_ID' };

/**
 * The path of `path` (an English, root-relative path, with or without query and hash) in `locale`:
 * `/about` → `/id/about`, `/` → `/id`, `/events?tab=past#list` → `/id/events?tab=past#list`.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new Error(`Not a root-relative path: "${path}"`);
  }
  const prefix = PREFIX[locale];
  if (!prefix) return path;
  const rest = path.match(/^([^?#]*)(.*)$/) as RegExpMatchArray;
  const pathname = rest[1] === '/' ? '' : (rest[1] as string);
  return `${prefix}${pathname}${rest[2]}`;
}

/**
 * The edition a pathname belongs to and its English path: `/id/about` → `{ locale: 'id', path:
 * '/about' }`, `/id` → `/`, `/identity` stays English (the prefix is a whole segment).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const [locale, prefix] of Object.entries(PREFIX) as [Locale, string][]) {
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) {
      return { locale, path: pathname.slice(prefix.length) };
    }
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The same page in `locale`, from a pathname of either edition (the language switch's target). */
export function switchLocalePath(pathname: string, locale: Locale): string {
  return localizePath(splitLocale(pathname).path, locale);
}
