// The staff pages: where the association's staff log in to read, export and erase what visitors
// sent. Mounted by the receiver's app at /staff (so routes here are relative, links absolute).
//
// Defences, each for a reason: every page but the login needs a session (401 and the login form
// otherwise, never the data); every POST must come from these pages' own origin (CSRF beyond the
// cookie's SameSite=Strict); logins are throttled per account and per address; responses are
// never cached nor indexed, and their CSP allows only the stylesheet.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isFormId, type FormId } from '@/lib/forms/delivery';
import type { Db } from '../db';
import { eraseByEmail } from '../retention';
import { findStaff } from './accounts';
import { auditEntries, countAudit, recordAudit } from './audit';
import { toCsv } from './csv';
import { isEmail, normaliseEmail } from './email';
import { fieldLabel, formFields, valueText } from './fields';
import type { Markup, NavState, Paging } from './layout';
import {
  auditPage,
  erasePage,
  formPage,
  loginPage,
  notFoundPage,
  overviewPage,
  submissionPage,
} from './pages';
import { verifyPassword } from './passwords';
import {
  allSubmissions,
  countSubmissions,
  findSubmission,
  formSummaries,
  submissionsPage,
} from './queries';
import {
  SESSION_MS,
  createSession,
  deleteSession,
  findSession,
  sessionCookieName,
  type StaffSession,
} from './sessions';
import { STAFF_CSS } from './styles';
import { clearFailures, forgetFailures, lockedFor, loginKeys, recordFailure } from './throttle';
import { wibDate } from './time';

export type StaffDeps = {
  db: Db;
  now: () => Date;
  /** Whether the session cookie is Secure (and so named with the __Secure- prefix). */
  secureCookies: boolean;
  /**
   * The client's address, for the per-address login throttle: the app's own reader, which knows
   * whether to trust the proxy's X-Real-IP (behind nginx every socket peer is nginx).
   */
  clientAddress: (c: Context) => string | undefined;
};

type Env = { Variables: { session: StaffSession } };

/** Rows on a page of submissions or of the audit log. */
export const PAGE_SIZE = 50;

/** The largest form body read: a login or an erasure is well under a kilobyte. */
const MAX_BODY_BYTES = 8 * 1024;

const SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
  // Not 'no-referrer': under it a browser sends `Origin: null` with the pages' own form POSTs,
  // which the same-origin check below must refuse. 'same-origin' keeps every address off other
  // sites and the Origin on the pages' own requests.
  'Referrer-Policy': 'same-origin',
} as const;

/** A form field's text: parseBody gives a File for a file part, which no staff form has. */
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * `?page=` as a page number within `total` rows: 1 when absent; null when it is not a whole
 * number from 1 to the last page (answered 404, as a page that does not exist).
 */
function paging(requested: string | undefined, total: number): Paging | null {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (requested === undefined) return { page: 1, pages };
  if (!/^[1-9]\d*$/.test(requested) || Number(requested) > pages) return null;
  return { page: Number(requested), pages };
}

const offsetOf = ({ page }: Paging) => ({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

export function staffApp({ db, now, secureCookies, clientAddress }: StaffDeps): Hono<Env> {
  const app = new Hono<Env>();
  const cookieName = sessionCookieName(secureCookies);
  const cookieOptions = { path: '/staff', secure: secureCookies, httpOnly: true } as const;

  const render = (c: Context, markup: Markup, status: 200 | 401 | 404 | 422 | 429 = 200) =>
    c.html(markup, status);

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
  });
  app.use(sameOriginPosts(secureCookies));
  app.use(
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text('The form is too large.', 413) }),
  );

  app.get('/staff.css', (c) =>
    c.body(STAFF_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }),
  );

  app.get('/login', (c) => render(c, loginPage()));

  app.post('/login', async (c) => {
    const body = await c.req.parseBody();
    const typed = text(body.email).trim();
    const password = text(body.password);
    const errors = {
      email: typed ? undefined : 'Enter your e-mail address',
      password: password ? undefined : 'Enter your password',
    };
    if (!typed || !password) return render(c, loginPage({ email: typed, errors }), 422);

    const email = normaliseEmail(typed);
    const keys = loginKeys(email, clientAddress(c) ?? 'unknown');
    const wait = lockedFor(db, keys, now());
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60_000);
      c.header('Retry-After', String(Math.ceil(wait / 1000)));
      const notice = `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
      return render(c, loginPage({ email: typed, notice }), 429);
    }
    // Counted before the (asynchronous) check, so attempts sent at once cannot all slip in
    // under the limit; withdrawn if the password was right.
    const attempt = recordFailure(db, keys, now());
    const account = findStaff(db, email);
    // An unknown account is checked against a dummy hash: it takes as long as a known one.
    const valid = await verifyPassword(account?.passwordHash ?? null, password);
    if (!account || !valid) {
      const message = 'E-mail or password is incorrect';
      return render(c, loginPage({ email: typed, errors: { email: message } }), 401);
    }
    forgetFailures(db, attempt);
    clearFailures(db, keys[0]!.key);
    // A session this browser had before is ended, not left open beside the new one.
    const previous = getCookie(c, cookieName);
    if (previous) deleteSession(db, previous);
    const token = createSession(db, account.id, now());
    recordAudit(db, { at: now(), actor: account.email, action: 'login', detail: {} });
    setCookie(c, cookieName, token, {
      ...cookieOptions,
      sameSite: 'Strict',
      maxAge: SESSION_MS / 1000,
    });
    return c.redirect('/staff', 303);
  });

  // A logout needs no valid session: an expired one is cleared all the same.
  app.post('/logout', (c) => {
    const token = getCookie(c, cookieName);
    if (token) deleteSession(db, token);
    deleteCookie(c, cookieName, cookieOptions);
    return c.redirect('/staff/login', 303);
  });

  // Everything below needs a session.
  app.use(async (c, next) => {
    const token = getCookie(c, cookieName);
    const session = token ? findSession(db, token, now()) : null;
    if (!session) {
      return c.req.method === 'GET' && !c.req.path.endsWith('.csv')
        ? render(c, loginPage(), 401)
        : c.text('Log in to the staff pages first.', 401);
    }
    c.set('session', session);
    await next();
  });

  const viewer = (c: Context<Env>, nav: NavState | null) => ({
    email: c.get('session').email,
    nav,
  });
  const notFound = (c: Context<Env>) => render(c, notFoundPage(viewer(c, null)), 404);

  app.get('/', (c) =>
    render(c, overviewPage(viewer(c, { item: 'overview', exact: true }), formSummaries(db))),
  );

  app.get('/forms/:form', (c) => {
    const form = c.req.param('form');
    if (!isFormId(form)) return notFound(c);
    const total = countSubmissions(db, form);
    const shown = paging(c.req.query('page'), total);
    if (!shown) return notFound(c);
    return render(
      c,
      formPage(viewer(c, { item: form, exact: true }), {
        form,
        total,
        submissions: submissionsPage(db, form, offsetOf(shown)),
        paging: shown,
      }),
    );
  });

  app.get('/forms/:form/export.csv', (c) => {
    const form = c.req.param('form');
    if (!isFormId(form)) return c.text('No such form.', 404);
    const at = now();
    const rows = allSubmissions(db, form);
    const csv = exportCsv(form, rows);
    recordAudit(db, {
      at,
      actor: c.get('session').email,
      action: 'export',
      detail: { form, rows: rows.length },
    });
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="ncn-${form}-${wibDate(at)}.csv"`,
    });
  });

  app.get('/submissions/:id', (c) => {
    const id = c.req.param('id');
    const submission = /^[1-9]\d{0,15}$/.test(id) ? findSubmission(db, Number(id)) : undefined;
    if (!submission) return notFound(c);
    return render(
      c,
      submissionPage(viewer(c, { item: submission.form, exact: false }), submission),
    );
  });

  app.get('/erase', (c) => render(c, erasePage(viewer(c, { item: 'erase', exact: true }))));

  app.post('/erase', async (c) => {
    const body = await c.req.parseBody();
    const typed = text(body.email).trim();
    const errors = {
      email: !typed
        ? "Enter the visitor's e-mail address"
        : !isEmail(typed)
          ? 'Enter an e-mail address in the form name@example.com'
          : undefined,
      verified:
        text(body.verified) === 'yes' ? undefined : 'Confirm you have verified this request',
    };
    const nav = { item: 'erase', exact: true } as const;
    if (errors.email || errors.verified) {
      return render(c, erasePage(viewer(c, nav), { email: typed, errors }), 422);
    }
    const byForm = eraseByEmail(db, typed, c.get('session').email, now());
    return render(c, erasePage(viewer(c, nav), { erased: { email: typed, byForm } }));
  });

  app.get('/audit', (c) => {
    const shown = paging(c.req.query('page'), countAudit(db));
    if (!shown) return notFound(c);
    return render(
      c,
      auditPage(viewer(c, { item: 'audit', exact: true }), {
        entries: auditEntries(db, offsetOf(shown)),
        paging: shown,
      }),
    );
  });

  app.all('*', notFound);

  return app;
}

/**
 * Refuses (403) a POST whose Origin is not these pages' own: a page on another site cannot make a
 * staff member's browser log out, log in or erase. The host is compared with the request's (nginx
 * passes the Host on); the scheme may be https where the request reached the receiver over http,
 * behind a proxy that ends TLS, when the cookies are Secure.
 */
function sameOriginPosts(secure: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const origin = c.req.header('origin');
    const request = new URL(c.req.url);
    const from = origin && URL.canParse(origin) ? new URL(origin) : null;
    const allowed =
      from !== null &&
      from.host === request.host &&
      (from.protocol === request.protocol || (secure && from.protocol === 'https:'));
    if (!allowed) return c.text('Refused: this form must be sent from the staff pages.', 403);
    await next();
  };
}

/** A form's export: the record's columns, then the form's fields in its order. */
function exportCsv(form: FormId, rows: ReturnType<typeof allSubmissions>): string {
  const fields = formFields(form);
  const header = [
    'id',
    'received_at',
    'language',
    'subject',
    'reference',
    'consent',
    'notice_version',
    ...fields.map(fieldLabel),
  ];
  return toCsv([
    header,
    ...rows.map((row) => [
      row.id,
      row.receivedAt,
      row.language,
      row.subject,
      row.reference,
      row.consent ? 'yes' : 'no',
      row.noticeVersion,
      ...fields.map((field) => valueText(row.values[field])),
    ]),
  ]);
}
