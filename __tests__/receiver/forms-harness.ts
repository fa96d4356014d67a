// Not a test file itself (see testMatch): the receiver running in-process on a free port with a
// temporary database, the requests a site's form sends it, and a valid submission of each form.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  IDEMPOTENCY_HEADER,
  PRIVACY_NOTICE_VERSION,
  type FormId,
  type SubmissionLanguage,
} from '@/lib/forms/delivery';
import { loadConfig, type ReceiverConfig } from '@/receiver/src/config';
import { startReceiver, type Receiver, type ReceiverOptions } from '@/receiver/src/receiver';

export const ORIGIN = 'http://localhost:3000';
export const EVENT_SLUG = 'jakarta-ceo-summit-2026';

/** A valid submission's values for each form, every field of its schema present. */
export const VALID_VALUES: Record<FormId, Record<string, unknown>> = {
  contact: {
    fullName: 'Siti Rahmawati',
    email: 'Siti.Rahmawati@Example.co.id',
    phone: '',
    subject: 'A question about membership',
    message: 'Could you tell me more about the roundtables?',
  },
  partnership: {
    fullName: 'Budi Santoso',
    email: 'budi@example.co.id',
    company: 'PT Contoh Makmur',
    position: 'Direktur Utama',
    whatsapp: '+62 812 0000 0000',
    collaborationType: 'co-host',
    objectives: 'Menyelenggarakan forum bersama.',
    period: '',
    package: '',
    consent: true,
  },
  sponsorship: {
    fullName: 'Budi Santoso',
    email: 'budi@example.co.id',
    company: 'PT Contoh Makmur',
    position: 'Direktur Utama',
    whatsapp: '+62 812 0000 0000',
    package: 'gold',
    eventTarget: 'summit',
    notes: '',
    consent: true,
  },
  registration: {
    fullName: 'Siti Rahmawati',
    email: 'siti@example.co.id',
    company: 'PT Contoh Makmur',
    position: 'CEO',
    phone: '+62 812 0000 0000',
    tickets: '2',
    referralCode: '',
    notes: '',
    consent: true,
  },
  membership: {
    fullName: 'Siti Rahmawati',
    email: 'siti@example.co.id',
    company: 'PT Contoh Makmur',
    position: 'CEO',
    phone: '+62 812 0000 0000',
    industry: 'Technology',
    province: 'DKI Jakarta',
    boardYears: '5',
    tier: 'full',
    referrer: '',
    linkedin: '',
    motivation: 'To meet other directors.',
    consent: true,
  },
};

/** What the site's form sends (lib/forms/send.ts), for `form` in `language`. */
export function requestBody(
  form: FormId,
  values: Record<string, unknown> = VALID_VALUES[form],
  language: SubmissionLanguage = 'en',
) {
  return {
    language,
    values,
    ...(form === 'registration' ? { subject: EVENT_SLUG } : {}),
    filledMs: 8000,
    website: '',
    noticeVersion: PRIVACY_NOTICE_VERSION,
  };
}

export type Answer = { status: number; headers: Headers; json: Record<string, unknown> | null };

export type TestReceiver = Receiver & {
  config: ReceiverConfig;
  /** POSTs to /api/forms/:form as a page of ORIGIN would. */
  post(
    form: string,
    body: unknown,
    /** `key` and `origin` null: the header is left out. */
    options?: { key?: string | null; origin?: string | null; headers?: Record<string, string> },
  ): Promise<Answer>;
  count(table: 'submissions' | 'outbox'): number;
};

/**
 * Starts a receiver for ORIGIN on a free port with its own temporary database. `env` is laid over
 * test settings: a rate limit no test reaches unless it means to, and links to the staff pages
 * on a public address.
 */
export async function startTestReceiver(
  env: Record<string, string> = {},
  options: ReceiverOptions = {},
): Promise<TestReceiver> {
  const dir = mkdtempSync(path.join(tmpdir(), 'receiver-test-'));
  const config = loadConfig({
    ALLOWED_ORIGINS: ORIGIN,
    RECEIVER_PORT: '0',
    RECEIVER_DB: path.join(dir, 'receiver.db'),
    RATE_LIMIT: '1000/600',
    STAFF_URL: 'https://forms.example.org/staff',
    ...env,
  });
  const receiver = await startReceiver(config, {
    // Mail goes nowhere (the outbox's own tests deliver it); the rows stay in the outbox table.
    send: async () => {},
    logError: () => {},
    ...options,
  });
  return {
    ...receiver,
    config,
    async close() {
      await receiver.close();
      rmSync(dir, { recursive: true, force: true });
    },
    async post(form, body, { key = randomUUID(), origin = ORIGIN, headers = {} } = {}) {
      const response = await fetch(`${receiver.url}/api/forms/${form}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(key !== null ? { [IDEMPOTENCY_HEADER]: key } : {}),
          ...(origin !== null ? { Origin: origin } : {}),
          ...headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const json = (await response.json().catch(() => null)) as Answer['json'];
      return { status: response.status, headers: response.headers, json };
    },
    count(table) {
      return (receiver.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    },
  };
}

/** A port nothing listens on (yet): bound, read and released. */
export async function freePort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls `condition` until it holds, failing after `timeoutMs`: no fixed sleeps. */
export async function waitFor(
  condition: () => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
