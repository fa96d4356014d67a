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
  const table = sections.flatMap((section) =>
    section.routes.map((route) => [
      routeRegexSource(route),
      section.title,
      section.message,
      section.backLabel,
      section.backHref,
    ]),
  );
  return `(${String(showSectionMessage)})(${JSON.stringify(table).replace(/</g, '\\u003c')})`;
}
