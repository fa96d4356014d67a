// The staff pages' markup, one function a page, each given plain data (the routes read it).
import { html } from 'hono/html';
import type { FormId } from '@/lib/forms/delivery';
import type { AuditEntry } from './audit';
import { FORM_TITLES, SUMMARY_COLUMN, fieldLabel, formFields, valueText } from './fields';
import {
  describedBy,
  errorMessage,
  errorSummary,
  page,
  pagination,
  time,
  type FieldErrors,
  type Markup,
  type Paging,
  type Viewer,
} from './layout';
import type { FormSummary, Submission } from './queries';

const LANGUAGES = { en: 'English', id: 'Indonesian' } as const;

/** The login form; `email` is what was typed, kept after a failed try. */
export function loginPage({
  email = '',
  errors = {},
  notice,
}: {
  email?: string;
  errors?: FieldErrors;
  /** A problem that is no field's: too many attempts. */
  notice?: string;
} = {}): Markup {
  const hasErrors = Boolean(notice) || Object.values(errors).some(Boolean);
  return page({
    title: 'Log in',
    viewer: null,
    hasErrors,
    body: html`<h1>Log in</h1>
      ${
        notice
          ? html`<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
              <h2 id="error-summary-title">There is a problem</h2>
              <p>${notice}</p>
            </div>`
          : errorSummary(errors)
      }
      <p>Only the association's staff can read what visitors send through the site's forms.</p>
      <form method="post" action="/staff/login" novalidate>
        <div class="field">
          <label for="email">E-mail</label>
          ${errorMessage('email', errors.email)}
          <input
            class="input"
            id="email"
            name="email"
            type="email"
            autocomplete="username"
            spellcheck="false"
            value="${email}"
            ${describedBy('email', errors.email)}
          />
        </div>
        <div class="field">
          <label for="password">Password</label>
          ${errorMessage('password', errors.password)}
          <input
            class="input"
            id="password"
            name="password"
            type="password"
            autocomplete="current-password"
            ${describedBy('password', errors.password)}
          />
        </div>
        <button class="button" type="submit">Log in</button>
      </form>`,
  });
}

/** The five forms, their counts and newest submission. */
export function overviewPage(viewer: Viewer, summaries: readonly FormSummary[]): Markup {
  return page({
    title: 'Overview',
    viewer,
    body: html`<h1>Form submissions</h1>
      <table class="table">
        <caption>
          Submissions by form
        </caption>
        <thead>
          <tr>
            <th scope="col">Form</th>
            <th scope="col" class="numeric">Submissions</th>
            <th scope="col">Newest</th>
            <th scope="col">Export</th>
          </tr>
        </thead>
        <tbody>
          ${summaries.map(
            ({ form, count, newest }) =>
              html`<tr>
                <th scope="row"><a href="/staff/forms/${form}">${FORM_TITLES[form]}</a></th>
                <td class="numeric">${count}</td>
                <td>${newest ? time(newest) : 'None yet'}</td>
                <td>${exportLink(form, count)}</td>
              </tr>`,
          )}
        </tbody>
      </table>`,
  });
}

const exportLink = (form: FormId, count: number) =>
  html`<a href="/staff/forms/${form}/export.csv" download
    >Download CSV<span class="visually-hidden">
      of ${FORM_TITLES[form]} (${count} ${count === 1 ? 'submission' : 'submissions'})</span
    ></a
  >`;

/** One page of a form's submissions, newest first. */
export function formPage(
  viewer: Viewer,
  {
    form,
    total,
    submissions,
    paging,
  }: { form: FormId; total: number; submissions: readonly Submission[]; paging: Paging },
): Markup {
  const title = `${FORM_TITLES[form]} submissions`;
  const summary = SUMMARY_COLUMN[form];
  return page({
    title: paging.page > 1 ? `${title}, page ${paging.page}` : title,
    viewer,
    body: html`<h1>${title}</h1>
      <p>
        ${total} ${total === 1 ? 'submission' : 'submissions'}.
        ${total > 0 ? exportLink(form, total) : ''}
      </p>
      ${
        total === 0
          ? html`<p>No submissions yet.</p>`
          : html`<table class="table">
                <caption>
                  ${title}, newest
                  first${paging.pages > 1 ? `, page ${paging.page} of ${paging.pages}` : ''}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Received</th>
                    <th scope="col">Name</th>
                    <th scope="col">E-mail</th>
                    <th scope="col">${summary.heading}</th>
                  </tr>
                </thead>
                <tbody>
                  ${submissions.map(
                    (submission) =>
                      html`<tr>
                        <td>${time(submission.receivedAt)}</td>
                        <th scope="row">
                          <a href="/staff/submissions/${submission.id}"
                            >${valueText(submission.values.fullName) || `Submission ${submission.id}`}</a
                          >
                        </th>
                        <td>${submission.email}</td>
                        <td>${summary.value(submission)}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>
              ${pagination(`/staff/forms/${form}`, paging)}`
      }`,
  });
}

/** One submission: every field in the form's order, then the record kept with it. */
export function submissionPage(viewer: Viewer, submission: Submission): Markup {
  const fields = formFields(submission.form);
  // Anything stored under a name the form no longer has still shows, after the form's own.
  const names = [
    ...fields,
    ...Object.keys(submission.values).filter((name) => !fields.includes(name)),
  ];
  const heading = `${FORM_TITLES[submission.form]} ${submission.reference ?? `submission ${submission.id}`}`;
  const row = (label: string, value: Markup | string) =>
    html`<div class="summary__row">
      <dt>${label}</dt>
      <dd class="value">${value}</dd>
    </div>`;
  return page({
    title: heading,
    viewer,
    body: html`<p>
        <a href="/staff/forms/${submission.form}"
          >All ${FORM_TITLES[submission.form]} submissions</a
        >
      </p>
      <h1>${heading}</h1>
      <h2>What was sent</h2>
      <dl class="summary">
        ${submission.subject ? row('Event', submission.subject) : ''}
        ${names.map((name) => {
          const value = valueText(submission.values[name]);
          return row(fieldLabel(name), value || html`<span class="muted">Not given</span>`);
        })}
      </dl>
      <h2>Record</h2>
      <dl class="summary">
        ${row('Language', LANGUAGES[submission.language])}
        ${row(
          'Consent given',
          submission.consent
            ? 'Yes'
            : submission.form === 'contact'
              ? 'Not asked: the visitor wrote for an answer (their own request)'
              : 'No',
        )}
        ${row('Privacy notice version', submission.noticeVersion)}
        ${row('Purpose', submission.purpose)} ${row('Received', time(submission.receivedAt))}
        ${row('Delete after', time(submission.deleteAfter))}
      </dl>`,
  });
}

/** The erasure form and, after one, what it erased. */
export function erasePage(
  viewer: Viewer,
  {
    email = '',
    errors = {},
    erased,
  }: {
    email?: string;
    errors?: FieldErrors;
    /** The last erasure's address and counts per form. */
    erased?: { email: string; byForm: Record<FormId, number> };
  } = {},
): Markup {
  const hasErrors = Object.values(errors).some(Boolean);
  return page({
    title: 'Erase on request',
    viewer,
    hasErrors,
    body: html`<h1>Erase a visitor's submissions</h1>
      ${erased ? erasedReport(erased) : ''} ${errorSummary(errors)}
      <p>
        When someone asks for their personal data to be deleted (UU PDP, Law 27/2022), erase every
        submission sent from their address, in any form. The audit log records the erasure without
        the address.
      </p>
      <form method="post" action="/staff/erase" novalidate>
        <div class="field">
          <label for="email">Visitor's e-mail address</label>
          <p class="hint" id="email-hint">
            Any capitalisation: every submission from it, in every form, is deleted. This cannot be
            undone.
          </p>
          ${errorMessage('email', errors.email)}
          <input
            class="input"
            id="email"
            name="email"
            type="email"
            autocomplete="off"
            spellcheck="false"
            value="${email}"
            ${describedBy('email', errors.email, 'email-hint')}
          />
        </div>
        <div class="field">
          ${errorMessage('verified', errors.verified)}
          <div class="checkbox">
            <input
              id="verified"
              name="verified"
              type="checkbox"
              value="yes"
              ${describedBy('verified', errors.verified)}
            />
            <label for="verified"
              >I have verified this request comes from the person who owns this address</label
            >
          </div>
        </div>
        <button class="button button--warning" type="submit">Erase submissions</button>
      </form>`,
  });
}

function erasedReport({ email, byForm }: { email: string; byForm: Record<FormId, number> }) {
  const forms = (Object.entries(byForm) as [FormId, number][]).filter(([, count]) => count > 0);
  const total = forms.reduce((sum, [, count]) => sum + count, 0);
  return html`<div class="notice" role="status">
    <h2>
      ${total === 0 ? 'Nothing to erase' : `Erased ${total} ${total === 1 ? 'submission' : 'submissions'}`}
    </h2>
    ${
      total === 0
        ? html`<p>
            No submission was sent from ${email}. The request is recorded in the audit log.
          </p>`
        : html`<p>From ${email}:</p>
            <ul>
              ${forms.map(([form, count]) => html`<li>${FORM_TITLES[form]}: ${count}</li>`)}
            </ul>`
    }
  </div>`;
}

const ACTIONS: Record<string, string> = {
  login: 'Logged in',
  export: 'Exported as CSV',
  erase: 'Erased on request',
  expire: 'Deleted after the retention period',
};

/** An entry's detail in words (the JSON is the log's, for whoever audits it with other tools). */
function auditDetail(action: string, detail: Record<string, unknown>): string {
  const counts = (byForm: unknown) =>
    Object.entries((byForm ?? {}) as Record<string, number>)
      .filter(([, count]) => count > 0)
      .map(([form, count]) => `${FORM_TITLES[form as FormId] ?? form}: ${count}`)
      .join(', ');
  const rows = Number(detail.rows);
  const submissions = `${rows} ${rows === 1 ? 'submission' : 'submissions'}`;
  switch (action) {
    case 'export':
      return `${FORM_TITLES[detail.form as FormId] ?? String(detail.form)}, ${submissions}`;
    case 'erase':
      return `${submissions}${rows > 0 ? ` (${counts(detail.byForm)})` : ''}; address SHA-256 ${String(detail.emailHash).slice(0, 16)}…`;
    case 'expire':
      return `${submissions} (${counts(detail.byForm)})`;
    default:
      return '';
  }
}

/** The audit log, newest first. */
export function auditPage(
  viewer: Viewer,
  { entries, paging }: { entries: readonly AuditEntry[]; paging: Paging },
): Markup {
  return page({
    title: paging.page > 1 ? `Audit log, page ${paging.page}` : 'Audit log',
    viewer,
    body: html`<h1>Audit log</h1>
      <p>Every login, export and erasure, and every deletion at the end of a retention period.</p>
      ${
        entries.length === 0
          ? html`<p>Nothing recorded yet.</p>`
          : html`<table class="table">
                <caption>
                  Audit log, newest
                  first${paging.pages > 1 ? `, page ${paging.page} of ${paging.pages}` : ''}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Who</th>
                    <th scope="col">What</th>
                    <th scope="col">Details</th>
                  </tr>
                </thead>
                <tbody>
                  ${entries.map(
                    (entry) =>
                      html`<tr>
                        <td>${time(entry.at)}</td>
                        <td>${entry.actor}</td>
                        <td>${ACTIONS[entry.action] ?? entry.action}</td>
                        <td>
                          ${auditDetail(entry.action, JSON.parse(entry.detail) as Record<string, unknown>)}
                        </td>
                      </tr>`,
                  )}
                </tbody>
              </table>
              ${pagination('/staff/audit', paging)}`
      }`,
  });
}

/** No such page, form or submission (an erased or expired submission is no longer there). */
export function notFoundPage(viewer: Viewer): Markup {
  return page({
    title: 'Page not found',
    viewer,
    body: html`<h1>Page not found</h1>
      <p>
        There is nothing at this address. A submission that was erased or reached the end of its
        retention period is no longer kept.
      </p>
      <p><a href="/staff">Back to the overview</a></p>`,
  });
}
