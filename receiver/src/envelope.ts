// Reading a request to the forms endpoint: the envelope around the visitor's values (language,
// timing, honeypot, notice, token), and the values themselves, checked with the very schema the
// browser's form resolves with (lib/forms/form-schemas.ts), so both give the same messages.
import * as z from 'zod/mini';
import {
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_PATTERN,
  SUBJECT_PATTERN,
  SUBMISSION_LANGUAGES,
  type FormId,
  type SubmissionLanguage,
} from '@/lib/forms/delivery';
import { schemaFor } from '@/lib/forms/form-schemas';

const envelopeSchema = z.object({
  language: z.enum(SUBMISSION_LANGUAGES),
  values: z.record(z.string(), z.unknown()),
  subject: z.optional(z.string().check(z.regex(SUBJECT_PATTERN))),
  filledMs: z.number(),
  [HONEYPOT_FIELD]: z.string(),
  // Checked with the values (a missing or malformed version is the consent's error, not a 400).
  noticeVersion: z.optional(z.unknown()),
  turnstileToken: z.optional(z.string()),
});

export type Envelope = z.output<typeof envelopeSchema>;

/** Whether an Idempotency-Key header value is one the contract allows. */
export const isIdempotencyKey = (value: string | undefined): value is string =>
  value !== undefined && IDEMPOTENCY_KEY_PATTERN.test(value);

/**
 * The envelope of a request body for `form`, or null when it is not one (no JSON, an unknown
 * language, values that are not an object, a registration without its event's slug).
 */
export function readEnvelope(form: FormId, body: string): Envelope | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) return null;
  if (form === 'registration' && !parsed.data.subject) return null;
  return parsed.data;
}

const schemas = new Map<string, z.ZodMiniObject>();

/** schemaFor, built once per form and language rather than on every request. */
function schemaOf(form: FormId, language: SubmissionLanguage): z.ZodMiniObject {
  const key = `${form}:${language}`;
  let schema = schemas.get(key);
  if (!schema) schemas.set(key, (schema = schemaFor(form, language)));
  return schema;
}

/** A privacy notice's version, as PRIVACY_NOTICE_VERSION is written. */
const NOTICE_VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What a form without a consent box of its own says when the notice's version did not come: only
 * a page that never showed the notice (a script, a stale or tampered page) sends that.
 */
const NOTICE_MISSING: Record<SubmissionLanguage, string> = {
  en: 'Please reload the page, read the privacy notice and send the form again',
  id: 'Muat ulang halaman, baca pemberitahuan privasi, lalu kirim formulir lagi',
};

export type CheckedValues =
  | { ok: true; data: Record<string, unknown>; email: string; noticeVersion: string }
  | { ok: false; fields: Record<string, string> };

/**
 * Checks the visitor's values with the form's schema in their language: each field's first
 * message, keyed by the field (what the form's zod resolver shows). The consent stands on the
 * notice it was given under, so a missing or malformed notice version is the consent's error,
 * worded as the form's own consent message when it has a box.
 */
export function checkValues(form: FormId, envelope: Envelope): CheckedValues {
  const parsed = schemaOf(form, envelope.language).safeParse(envelope.values);
  const fields: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      fields[key] ??= issue.message;
    }
  }
  const noticeVersion = envelope.noticeVersion;
  const noticeGiven =
    typeof noticeVersion === 'string' && NOTICE_VERSION_PATTERN.test(noticeVersion);
  if (!noticeGiven) fields.consent ??= consentMessage(form, envelope.language);
  if (!parsed.success || !noticeGiven) return { ok: false, fields };
  const data = parsed.data as Record<string, unknown>;
  return { ok: true, data, email: String(data.email), noticeVersion };
}

/** The form's own message for an unticked consent box, or NOTICE_MISSING for a form without one. */
function consentMessage(form: FormId, language: SubmissionLanguage): string {
  const consent = schemaOf(form, language).shape.consent;
  const result = consent && z.safeParse(consent, false);
  return result?.error?.issues[0]?.message ?? NOTICE_MISSING[language];
}
