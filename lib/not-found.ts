import type { Locale } from '@/data/locales';
import { localizePath, splitLocale } from './i18n/paths';
import { matchesRoute, routeRegexSource } from './routes';

/**
 * The "not found" message of a section of the site (the spec's error catalogue).
 *
 * A static host answers every unknown path with the root `404.html`, so a section's own
 * `not-found.tsx` is never served for, say, `/ceo/nobody`. The root 404 page therefore looks the
 * path up here after hydration and shows the section's message; each section registers its entry
 * in `NOT_FOUND_SECTIONS` and renders the same entry from its segment `not-found.tsx`.
 */
export type NotFoundSection = {
  readonly id: string;
  /** The section's dynamic routes, e.g. `/ceo/[slug]`; an unknown value in them gets this message. */
  readonly routes: readonly string[];
  readonly title: string;
  readonly message: string;
  readonly backLabel: string;
  readonly backHref: string;
};

export const NOT_FOUND_SECTIONS: readonly NotFoundSection[] = [
  {
    id: 'ceo',
    routes: ['/ceo/[slug]'],
    title: 'CEO Not Found',
    message: 'The requested CEO profile could not be found.',
    backLabel: 'Back to Directory',
    backHref: '/ceo-directory',
  },
  {
    id: 'event',
    routes: ['/events/[slug]', '/events/[slug]/register'],
    title: 'Event Not Found',
    message: 'The requested event could not be found.',
    backLabel: 'Back to Events',
    backHref: '/events',
  },
  {
    id: 'project',
    routes: ['/crowdfunding/[slug]'],
    title: 'Project Not Found',
    message: "The crowdfunding project you're looking for doesn't exist.",
    backLabel: 'Back to Projects',
    backHref: '/crowdfunding',
  },
  {
    id: 'album',
    routes: ['/gallery/[album]'],
    title: 'Album Not Found',
    message: "The album you're looking for doesn't exist.",
    backLabel: 'Back to Gallery',
    backHref: '/gallery',
  },
  {
    id: 'article',
    routes: ['/articles/[slug]'],
    title: 'Article Not Found',
    message: 'The requested article could not be found.',
    backLabel: 'Back to Articles',
    backHref: '/articles',
  },
  {
    id: 'news',
    routes: ['/news/[slug]'],
    title: 'News Not Found',
    message: 'The requested news item could not be found.',
    backLabel: 'Back to Newsroom',
    backHref: '/news',
  },
];

/** Finds the section whose unknown-slug message fits the path, if any. */
export function matchNotFoundSection<T extends Pick<NotFoundSection, 'routes'>>(
  pathname: string,
  sections: readonly T[],
): T | undefined {
  return sections.find((section) => section.routes.some((route) => matchesRoute(route, pathname)));
}

/** Finds a registered section by id; a typo in a `not-found.tsx` fails the build, not the visitor. */
export function getNotFoundSection(id: string): NotFoundSection {
  const section = NOT_FOUND_SECTIONS.find((s) => s.id === id);
  if (!section) throw new Error(`No not-found section registered as "${id}"`);
  return section;
}

export const GENERIC_NOT_FOUND = {
  title: 'Oops! Page not found',
  message: 'The page you are looking for does not exist or has moved.',
  backLabel: 'Return to Home',
  backHref: '/',
} as const;

type NotFoundWords = Pick<NotFoundSection, 'title' | 'message' | 'backLabel'>;

/** The Indonesian edition's words for the same messages, by section id. */
const INDONESIAN: { generic: NotFoundWords; sections: Record<string, NotFoundWords> } = {
  generic: {
    title: 'Ups! Halaman tidak ditemukan',
    message: 'Halaman yang Anda cari tidak ada atau telah dipindahkan.',
    backLabel: 'Kembali ke Beranda',
  },
  sections: {
    ceo: {
      title: 'CEO Tidak Ditemukan',
      message: 'Profil CEO yang Anda cari tidak ditemukan.',
      backLabel: 'Kembali ke Direktori',
    },
    event: {
      title: 'Acara Tidak Ditemukan',
      message: 'Acara yang Anda cari tidak ditemukan.',
      backLabel: 'Kembali ke Acara',
    },
    project: {
      title: 'Proyek Tidak Ditemukan',
      message: 'Proyek urun dana yang Anda cari tidak ada.',
      backLabel: 'Kembali ke Proyek',
    },
    album: {
      title: 'Album Tidak Ditemukan',
      message: 'Album yang Anda cari tidak ada.',
      backLabel: 'Kembali ke Galeri',
    },
    article: {
      title: 'Artikel Tidak Ditemukan',
      message: 'Artikel yang Anda cari tidak ditemukan.',
      backLabel: 'Kembali ke Artikel',
    },
    news: {
      title: 'Berita Tidak Ditemukan',
      message: 'Berita yang Anda cari tidak ditemukan.',
      backLabel: 'Kembali ke Ruang Berita',
    },
  },
};

/** The sections' messages in an edition: its words, its routes (`/id/ceo/[slug]`) and links. */
export function notFoundSections(locale: Locale): readonly NotFoundSection[] {
  if (locale === 'en') return NOT_FOUND_SECTIONS;
  return NOT_FOUND_SECTIONS.map((section) => {
    const words = INDONESIAN.sections[section.id];
    if (!words) throw new Error(`No Indonesian not-found message for "${section.id}"`);
    return {
      ...section,
      ...words,
      routes: section.routes.map((route) => localizePath(route, locale)),
      backHref: localizePath(section.backHref, locale),
    };
  });
}

/** The generic not-found message in an edition. */
export function genericNotFound(locale: Locale): Omit<NotFoundSection, 'id' | 'routes'> {
  if (locale === 'en') return GENERIC_NOT_FOUND;
  return { ...INDONESIAN.generic, backHref: localizePath('/', locale) };
}

/**
 * The 404 page's document title in an edition, with the site's name as on every other page
 * (`Oops! Page not found | Nusantara CEO Network`).
 */
export function notFoundDocumentTitle(title: string, siteName: string): string {
  return `${title} | ${siteName}`;
}

/**
 * The message for an unknown path, in the path's edition: its section's when the path fits a
 * section's route, the generic one otherwise.
 */
export function notFoundFor(pathname: string): {
  locale: Locale;
  message: Omit<NotFoundSection, 'id' | 'routes'>;
  section?: NotFoundSection;
} {
  const { locale } = splitLocale(pathname);
  const section = matchNotFoundSection(pathname, notFoundSections(locale));
  return { locale, message: section ?? genericNotFound(locale), ...(section ? { section } : {}) };
}

/** The parts of a not-found view that the early script fills in, by `data-not-found` value. */
export type NotFoundPart = 'title' | 'message' | 'back';

/** Runs inline, right after the 404 view's markup; written without comments, as it is inlined. */
function showSectionMessage(sections: [string, string, string, string, string][]) {
  const path = window.location.pathname;
  const found = sections.find(([pattern]) => new RegExp(pattern).test(path));
  if (!found) return;
  const [, title, message, backLabel, backHref] = found;
  const part = (name: string) => document.querySelector(`[data-not-found="${name}"]`);
  const texts: [string, string][] = [
    ['title', title],
    ['message', message],
    ['back', backLabel],
  ];
  for (const [name, text] of texts) {
    const element = part(name);
    if (element) element.textContent = text;
  }
  part('back-link')?.setAttribute('href', backHref);
}

/**
 * The inline script that shows a section's message in the root 404 page before its scripts have
 * run, so a slow phone does not read 'Oops! Page not found' for a second before 'CEO Not Found'.
 * The view's parts carry suppressHydrationWarning: hydration keeps the text the script wrote, and
 * the render after it writes the same words.
 */
export function earlyNotFoundScript(sections: readonly NotFoundSection[]): string {
  const row = (pattern: string, words: Omit<NotFoundSection, 'id' | 'routes'>) => [
    pattern,
    words.title,
    words.message,
    words.backLabel,
    words.backHref,
  ];
  const table = [
    ...[...sections, ...notFoundSections('id')].flatMap((section) =>
      section.routes.map((route) => row(routeRegexSource(route), section)),
    ),
    // Any other path of the Indonesian edition: the generic message, in Indonesian.
    row('^/id(/.*)?$', genericNotFound('id')),
  ];
  return `(${String(showSectionMessage)})(${JSON.stringify(table).replace(/</g, '\\u003c')})`;
}
