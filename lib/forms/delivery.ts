// What a form sends to the association's receiver (receiver/) and what it answers: the one contract
// between the two, pure, imported by the forms (only when NEXT_PUBLIC_FORMS_ENDPOINT was set at
// build, and then only at submit) and by the receiver. docs/forms.md describes it for people.
import { delivery } from '@/data/messages/en/delivery';

/** The five forms that take a visitor's details, as they appear in the receiver's URLs. */
export const FORM_IDS = [
  'contact',
  'partnership',
  'sponsorship',
  'registration',
  'membership',
] as const;
export type FormId = (typeof FORM_IDS)[number];

export const isFormId = (value: unknown): value is FormId => FORM_IDS.includes(value as FormId);

/** The languages a submission is written in: its messages come back in it. */
export const SUBMISSION_LANGUAGES = ['en', 'id'] as const;
export type SubmissionLanguage = (typeof SUBMISSION_LANGUAGES)[number];

/**
 * The request header carrying a submission's idempotency key (IETF draft
 * "The Idempotency-Key HTTP Header Field"): a retry or a second press sends the same key, and the
 * receiver stores the submission once and answers the retry as it answered the first.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A key is a UUID (crypto.randomUUID), or any 16 to 64 letters, digits, '-' and '_'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The hidden field a person never sees or fills (a honeypot): a submission that fills it is
 * answered as a success and neither stored nor notified.
 */
export const HONEYPOT_FIELD = 'website';

/**
 * The least time, from the page's start to the submit, a person takes to fill a form. The browser
 * waits out the rest before sending (a fast person sees a slightly longer 'Sending…'), so only a
 * script posting on its own arrives sooner; the receiver answers it as it answers the honeypot.
 */
export const MIN_FILL_MS = 3000;

/** The largest request body the receiver reads (a membership application is about 2 KB at most). */
export const MAX_BODY_BYTES = 32 * 1024;

/**
 * The version of the privacy notice the forms show under their consent (its text:
 * data/messages/{en,id}/privacy-notice.ts). Stored with each submission as the proof of what the
 * visitor agreed to; a new text gets a new version.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-29';

/** What the browser sends: POST `${NEXT_PUBLIC_FORMS_ENDPOINT}/${form}`, JSON, with the key header. */
export type SubmissionRequest = {
  language: SubmissionLanguage;
  /** The form's values as the visitor typed them; the receiver checks them with the form's schema. */
  values: Record<string, unknown>;
  /** What the submission is about beyond its fields: the event's slug for a registration. */
  subject?: string;
  /** Milliseconds from the page's start to the submit (performance.now()). */
  filledMs: number;
  /** The honeypot's value: '' from a person. */
  [HONEYPOT_FIELD]: string;
  /** The privacy notice shown with the consent (PRIVACY_NOTICE_VERSION of the site's build). */
  noticeVersion: string;
  /** Cloudflare Turnstile's token, when the site was built with a Turnstile site key. */
  turnstileToken?: string;
};

/** A registration's subject: an event's slug. */
export const SUBJECT_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The receiver's answers, as JSON:
 * - 201 (stored now) or 200 (a retry of a stored key, with the header `Idempotent-Replayed: true`):
 *   `{ ok: true, id, reference? }`, the reference for a membership application (NCN-2026-7KQ4MZ);
 * - 422 `{ ok: false, error: 'invalid', fields: { email: 'Email is required', … } }`, each field's
 *   first message in the submission's language, the keys those of the form's schema;
 * - 422 `{ ok: false, error: 'idempotency-key-reused' }`: the key came with a different body;
 * - 400 `{ ok: false, error: 'bad-request' }` (no JSON, no key, an unknown language), 404 (no such
 *   form), 403 (an origin not allowed), 413 (body over MAX_BODY_BYTES), 415 (not JSON), 429 (too
 *   many from one address: `Retry-After` seconds), 503 (storage or the Turnstile check unavailable);
 * - 422 `{ ok: false, error: 'challenge' }`: the Turnstile check refused the token.
 */
export type SubmissionAccepted = { ok: true; id: number; reference?: string };
export type SubmissionRefused =
  | { ok: false; error: 'invalid'; fields: Record<string, string> }
  | {
      ok: false;
      error:
        | 'idempotency-key-reused'
        | 'bad-request'
        | 'not-found'
        | 'forbidden'
        | 'too-large'
        | 'unsupported-media-type'
        | 'rate-limited'
        | 'challenge'
        | 'unavailable';
    };
export type SubmissionResponse = SubmissionAccepted | SubmissionRefused;

/**
 * What a honeypot or too-fast submission is answered: a success that stored nothing (id 0), so a
 * script learns nothing from it.
 */
export const DISCARDED: SubmissionAccepted = { ok: true, id: 0 };

/**
 * How long each form's submissions are kept, in days from their receipt, unless the receiver is
 * configured otherwise (RETENTION_DAYS_<FORM>); the privacy notice states these periods.
 */
export const RETENTION_DAYS: Record<FormId, number> = {
  contact: 365,
  partnership: 730,
  sponsorship: 730,
  registration: 365,
  membership: 730,
};

/**
 * Why each form's details are kept, as the privacy notice says it (stored with each submission):
 * the English notice's words.
 */
export const PURPOSES: Record<FormId, string> = delivery.purposes;
