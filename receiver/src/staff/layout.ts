// The staff pages' shell and shared pieces. Server-rendered with hono/html, whose template escapes
// every interpolated value, so what a visitor typed (`<script>…`) always shows as text. No script
// and no inline style anywhere: the pages work under a CSP of `default-src 'none'`.
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { FORM_IDS, type FormId } from '@/lib/forms/delivery';
import { FORM_TITLES } from './fields';
import { formatWib } from './time';

/** A piece of escaped markup. */
export type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/** Where a page sits in the navigation. */
export type NavItem = 'overview' | FormId | 'erase' | 'audit';

/**
 * The navigation's state: the item a page belongs to, and whether the page is that item's own
 * (`aria-current="page"`) or one beneath it, such as a submission of a form (`"true"`).
 */
export type NavState = { item: NavItem; exact: boolean };

const NAV: readonly { item: NavItem; href: string; label: string }[] = [
  { item: 'overview', href: '/staff', label: 'Overview' },
  ...FORM_IDS.map((form) => ({
    item: form,
    href: `/staff/forms/${form}`,
    label: FORM_TITLES[form],
  })),
  { item: 'erase', href: '/staff/erase', label: 'Erase on request' },
  { item: 'audit', href: '/staff/audit', label: 'Audit log' },
];

/** Who is signed in, for the header; null on the login page. */
export type Viewer = { email: string; nav: NavState | null } | null;

/**
 * A whole page. `title` leads the document's title; a page showing errors starts it with
 * 'Error: ', as GOV.UK does, so a screen reader announces the problem on arrival.
 */
export function page({
  title,
  viewer,
  hasErrors = false,
  body,
}: {
  title: string;
  viewer: Viewer;
  hasErrors?: boolean;
  body: Markup;
}): Markup {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${hasErrors ? 'Error: ' : ''}${title} – NCN staff</title>
        <link rel="stylesheet" href="/staff/staff.css" />
      </head>
      <body>
        <a class="skip-link" href="#main">Skip to main content</a>
        <header class="masthead">
          <p class="masthead__name">Nusantara CEO Network <span>Form submissions</span></p>
          ${viewer ? navigation(viewer.email, viewer.nav) : ''}
        </header>
        <main id="main" class="main" tabindex="-1">${body}</main>
      </body>
    </html> `;
}

function navigation(email: string, state: NavState | null): Markup {
  const current = (item: NavItem) =>
    state?.item === item ? (state.exact ? 'page' : 'true') : undefined;
  return html`<nav class="nav" aria-label="Staff pages">
    <ul class="nav__list">
      ${NAV.map(
        ({ item, href, label }) =>
          html`<li>
            <a href="${href}" ${current(item) ? html`aria-current="${current(item)}"` : ''}
              >${label}</a
            >
          </li>`,
      )}
    </ul>
    <form class="nav__account" method="post" action="/staff/logout">
      <span>Signed in as ${email}</span>
      <button class="button button--secondary" type="submit">Log out</button>
    </form>
  </nav>`;
}

/** A field's problem, keyed by the control's id. */
export type FieldErrors = Partial<Record<string, string>>;

/** The error summary at the top of a form: each problem a link to its control. */
export function errorSummary(errors: FieldErrors): Markup {
  const entries = Object.entries(errors).filter(([, message]) => message);
  if (entries.length === 0) return html``;
  return html`<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
    <h2 id="error-summary-title">There is a problem</h2>
    <ul>
      ${entries.map(([id, message]) => html`<li><a href="#${id}">${message}</a></li>`)}
    </ul>
  </div>`;
}

/** A field's inline message, `id="<field>-error"`, for its control's aria-describedby. */
export function errorMessage(id: string, message: string | undefined): Markup {
  return message
    ? html`<p class="error-message" id="${id}-error">
        <span class="visually-hidden">Error:</span> ${message}
      </p>`
    : html``;
}

/** A control's aria-describedby and aria-invalid, from its hint's id (if any) and its error. */
export function describedBy(id: string, error: string | undefined, hint?: string): Markup {
  const ids = [hint, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return html`${ids ? html` aria-describedby="${ids}"` : ''}${error ? html` aria-invalid="true"` : ''}`;
}

/** A stored time for people, with its machine-readable value. */
export const time = (iso: string): Markup => html`<time datetime="${iso}">${formatWib(iso)}</time>`;

/** Which page of a list is shown. */
export type Paging = { page: number; pages: number };

/** Previous and next links for a paged list at `path` (its `?page=`), none for a single page. */
export function pagination(path: string, { page, pages }: Paging): Markup {
  if (pages <= 1) return html``;
  const link = (to: number) => (to === 1 ? path : `${path}?page=${to}`);
  return html`<nav class="pagination" aria-label="Pages">
    <ul>
      ${page > 1 ? html`<li><a href="${link(page - 1)}" rel="prev">Previous page</a></li>` : ''}
      <li>Page ${page} of ${pages}</li>
      ${page < pages ? html`<li><a href="${link(page + 1)}" rel="next">Next page</a></li>` : ''}
    </ul>
  </nav>`;
}
