// The receiver's HTTP app: the forms endpoint the site posts to (lib/forms/delivery.ts is its
// contract), a health check, and the staff pages. Everything it needs comes in as deps, so tests
// run it in-process over a real socket with a temporary database, a fixed clock and fakes.
import { createHash } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  DISCARDED,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  MAX_BODY_BYTES,
  PURPOSES,
  isFormId,
  type FormId,
  type SubmissionRefused,
  type SubmissionResponse,
} from '@/lib/forms/delivery';
import { REFERENCE_PREFIX } from '@/data/reference-prefix';
import { formatApplicationReference } from '@/lib/forms/membership';
import { clientAddress, senderKey } from './client-address';
import type { ReceiverConfig } from './config';
import type { Db } from './db';
import { checkValues, isIdempotencyKey, readEnvelope } from './envelope';
import { notifications } from './notification';
import type { RateLimiter } from './rate-limit';
import { staffApp } from './staff/routes';
import { createSubmissionStore, IdempotencyKeyTaken, type StoredKey } from './submissions';
import type { VerifyTurnstile } from './turnstile';

export type AppDeps = {
  db: Db;
  config: ReceiverConfig;
  now: () => Date;
  /** `size` cryptographically random bytes (crypto.randomBytes). */
  random: (size: number) => Uint8Array;
  /** The Turnstile check, or null when it is off (no TURNSTILE_SECRET). */
  verifyTurnstile: VerifyTurnstile | null;
  rateLimiter: RateLimiter;
  /** Where failures are reported (console.error); never given a visitor's details. */
  logError?: (message: string, error: unknown) => void;
};

type Env = { Bindings: HttpBindings };

const DAY_MS = 24 * 60 * 60 * 1000;

const refuse = (
  c: Context,
  status: ContentfulStatusCode,
  error: Exclude<SubmissionRefused, { error: 'invalid' }>['error'],
) => c.json({ ok: false, error } satisfies SubmissionResponse, status);

/** Whether a Content-Type is JSON (parameters such as charset allowed). */
const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]!.trim().toLowerCase() === 'application/json';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function createApp(deps: AppDeps): Hono<Env> {
  const { config } = deps;
  const app = new Hono<Env>();

  // The staff pages set their own policies where they need them; these are the floor.
  app.use(secureHeaders({ overwrite: false }));
  app.use(
    '/api/*',
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    }),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.get('/api/health', (c) => c.json({ ok: true }));
  app.route('/api/forms', formsEndpoint(deps));
  app.route(
    '/staff',
    staffApp({
      db: deps.db,
      now: deps.now,
      secureCookies: config.cookieSecure,
      clientAddress: (c) => clientAddress(c, config.trustProxy),
    }),
  );

  app.notFound((c) => refuse(c, 404, 'not-found'));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    (deps.logError ?? console.error)('receiver: unexpected error', error);
    return refuse(c, 503, 'unavailable');
  });
  return app;
}

/** POST (and its preflight) /api/forms/:form, the checks in the contract's order. */
function formsEndpoint(deps: AppDeps): Hono<Env> {
  const { config, db, now, random } = deps;
  const logError = deps.logError ?? console.error;
  const store = createSubmissionStore(db);
  const endpoint = new Hono<Env>();

  // Before CORS and before the body is read: an unknown form is 404, and a foreign site's page (a
  // browser always sends Origin on a POST) is refused outright, with nothing read or stored.
  endpoint.use('/:form', async (c, next) => {
    if (!isFormId(c.req.param('form'))) return refuse(c, 404, 'not-found');
    const origin = c.req.header('origin');
    if (!origin || !config.allowedOrigins.includes(origin)) return refuse(c, 403, 'forbidden');
    await next();
  });
  endpoint.use(
    '/:form',
    cors({
      origin: [...config.allowedOrigins],
      allowMethods: ['POST'],
      allowHeaders: ['Content-Type', IDEMPOTENCY_HEADER],
      exposeHeaders: ['Idempotent-Replayed', 'Retry-After'],
      maxAge: 600,
    }),
  );

  endpoint.post(
    '/:form',
    async (c, next) => {
      if (!isJson(c.req.header('content-type'))) return refuse(c, 415, 'unsupported-media-type');
      await next();
    },
    // A declared Content-Length over the limit is refused unread; a chunked body is counted as it
    // arrives and refused as soon as it passes the limit.
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => refuse(c, 413, 'too-large') }),
    async (c) => {
      const form = c.req.param('form') as FormId;
      const key = c.req.header(IDEMPOTENCY_HEADER);
      if (!isIdempotencyKey(key)) return refuse(c, 400, 'bad-request');
      const body = await c.req.text();
      const envelope = readEnvelope(form, body);
      if (!envelope) return refuse(c, 400, 'bad-request');
      const bodyHash = sha256(body);

      /** The answer to a key already stored: the first answer again, or a reused key's refusal. */
      const replay = (stored: StoredKey) => {
        if (stored.form !== form || stored.bodyHash !== bodyHash) {
          return refuse(c, 422, 'idempotency-key-reused');
        }
        c.header('Idempotent-Replayed', 'true');
        return c.json(accepted(stored.id, stored.reference), 200);
      };

      let stored: StoredKey | undefined;
      try {
        stored = store.findByKey(key);
      } catch (error) {
        logError('receiver: reading the submissions failed', error);
        return refuse(c, 503, 'unavailable');
      }
      if (stored) return replay(stored);

      // A bot: answered as a success, stored nowhere, counted nowhere.
      if (envelope[HONEYPOT_FIELD] !== '' || envelope.filledMs < config.minFillMs) {
        return c.json(DISCARDED, 201);
      }

      const address = clientAddress(c, config.trustProxy);
      const limit = deps.rateLimiter.check(address ? senderKey(address) : 'unknown');
      if (!limit.ok) {
        c.header('Retry-After', String(limit.retryAfterSeconds));
        return refuse(c, 429, 'rate-limited');
      }

      if (deps.verifyTurnstile) {
        const token = envelope.turnstileToken;
        const verdict = token ? await deps.verifyTurnstile(token, address) : 'refused';
        if (verdict === 'refused') return refuse(c, 422, 'challenge');
        if (verdict === 'unavailable') return refuse(c, 503, 'unavailable');
      }

      const checked = checkValues(form, envelope);
      if (!checked.ok) {
        return c.json(
          { ok: false, error: 'invalid', fields: checked.fields } satisfies SubmissionResponse,
          422,
        );
      }

      const receivedAt = now();
      const { language } = envelope;
      const subject = envelope.subject ?? null;
      try {
        const { id, reference } = store.store(
          {
            idempotencyKey: key,
            bodyHash,
            form,
            language,
            subject,
            email: checked.email,
            data: checked.data,
            noticeVersion: checked.noticeVersion,
            purpose: PURPOSES[form],
            receivedAt,
            deleteAfter: new Date(receivedAt.getTime() + config.retentionDays[form] * DAY_MS),
          },
          (stored) =>
            notifications(
              { form, language, receivedAt, subject, staffUrl: config.staffUrl, ...stored },
              config.mail.notifyTo[form],
            ),
          // A reference draws one random byte per character.
          form === 'membership'
            ? () => formatApplicationReference(REFERENCE_PREFIX, receivedAt.getTime(), random(6))
            : undefined,
        );
        return c.json(accepted(id, reference), 201);
      } catch (error) {
        if (error instanceof IdempotencyKeyTaken) {
          // A concurrent request with this key committed first: answer as its retry.
          const winner = store.findByKey(key);
          if (winner) return replay(winner);
        }
        logError('receiver: storing a submission failed', error);
        return refuse(c, 503, 'unavailable');
      }
    },
  );
  return endpoint;
}

const accepted = (id: number, reference: string | null): SubmissionResponse =>
  reference ? { ok: true, id, reference } : { ok: true, id };
