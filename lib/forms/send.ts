// Sends a checked form to the receiver (lib/forms/delivery.ts is the contract): fetched by a form
// at its first submit, and only on a site built with NEXT_PUBLIC_FORMS_ENDPOINT.
import {
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  PRIVACY_NOTICE_VERSION,
  type FormId,
  type SubmissionLanguage,
  type SubmissionRequest,
} from './delivery';

/** Which form a submission comes from, in which language, about what (a registration's event). */
export type DeliveryTarget = { form: FormId; language: SubmissionLanguage; subject?: string };

/** Why a submission was not stored, as the form tells the visitor. */
export type SendFailure =
  | { ok: false; reason: 'invalid'; fields: Record<string, string> }
  | { ok: false; reason: 'network' | 'unavailable' | 'challenge' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

export type SendResult = { ok: true; id: number; reference?: string } | SendFailure;

type SendOptions = {
  endpoint: string;
  target: DeliveryTarget;
  /** The same key for every try of the same values: the receiver stores them once. */
  key: string;
  values: Record<string, unknown>;
  filledMs: number;
  honeypot: string;
  turnstileToken?: string;
  fetch?: typeof fetch;
  /** Waits before each automatic retry, after a lost connection or a server error. */
  retryDelaysMs?: readonly number[];
  /** Each try gives up after this long (a stalled mobile connection). */
  timeoutMs?: number;
  wait?: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `minMs` have passed since the page started (`now`, performance.now()) and returns
 * the time then. A timer may fire a fraction of a millisecond early (its delay is whole
 * milliseconds, the clock is not), so it waits until the clock itself says so: a person's
 * submission is never sent a hair too soon and taken for a script's.
 */
export async function waitOutFillTime(
  minMs: number,
  now: () => number = () => performance.now(),
  wait: (ms: number) => Promise<void> = sleep,
): Promise<number> {
  for (let left = minMs - now(); left > 0; left = minMs - now()) await wait(Math.ceil(left));
  return now();
}

/** A fresh idempotency key: 18 random bytes as 24 URL-safe characters. */
export function newIdempotencyKey(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/**
 * POSTs the submission and reads the answer. A lost connection, a timeout or a server error is
 * tried again, with the same key, after each of `retryDelaysMs`; a refusal (4xx) is not.
 * Success is only a 2xx whose JSON says `ok` with the stored row's id: a proxy's page or an empty
 * answer is never taken for a stored submission.
 */
export async function sendSubmission({
  endpoint,
  target,
  key,
  values,
  filledMs,
  honeypot,
  turnstileToken,
  fetch: fetchImpl = fetch,
  retryDelaysMs = [1000, 3000],
  timeoutMs = 20_000,
  wait = sleep,
}: SendOptions): Promise<SendResult> {
  const body: SubmissionRequest = {
    language: target.language,
    values,
    ...(target.subject ? { subject: target.subject } : {}),
    // Never rounded up: the receiver takes anything under its least fill time for a script.
    filledMs: Math.floor(filledMs),
    [HONEYPOT_FIELD]: honeypot,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    ...(turnstileToken ? { turnstileToken } : {}),
  };
  const request = () =>
    fetchImpl(`${endpoint}/${target.form}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: key },
      body: JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });

  for (let attempt = 0; ; attempt += 1) {
    let result: SendResult;
    let retryable: boolean;
    try {
      const response = await request();
      result = await readAnswer(response);
      retryable = response.status >= 500;
    } catch {
      result = { ok: false, reason: 'network' };
      retryable = true;
    }
    if (!retryable || attempt >= retryDelaysMs.length) return result;
    await wait(retryDelaysMs[attempt]!);
  }
}

/** The receiver's answer as a result; anything unexpected is 'unavailable', never a success. */
export async function readAnswer(response: Response): Promise<SendResult> {
  const json: unknown = await response.json().catch(() => null);
  const answer = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  if (response.ok) {
    if (answer.ok === true && typeof answer.id === 'number') {
      return typeof answer.reference === 'string'
        ? { ok: true, id: answer.id, reference: answer.reference }
        : { ok: true, id: answer.id };
    }
    return { ok: false, reason: 'unavailable' };
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get('Retry-After'));
    return {
      ok: false,
      reason: 'rate-limited',
      retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60,
    };
  }
  if (response.status === 422 && answer.error === 'invalid' && isMessages(answer.fields)) {
    return { ok: false, reason: 'invalid', fields: answer.fields };
  }
  if (response.status === 422 && answer.error === 'challenge') {
    return { ok: false, reason: 'challenge' };
  }
  return { ok: false, reason: 'unavailable' };
}

function isMessages(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}
