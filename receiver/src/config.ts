// The receiver's settings, read once from the environment at start: every value is checked here,
// so a typo in a deploy fails the start with a message naming the variable, rather than a
// submission failing later.
import * as z from 'zod';
import { FORM_IDS, MIN_FILL_MS, RETENTION_DAYS, type FormId } from '@/lib/forms/delivery';

/** Where staff notifications go: an SMTP server, a folder of .eml files, or the log (stdout). */
export type MailTransportConfig =
  { kind: 'smtp'; url: string } | { kind: 'dir'; dir: string } | { kind: 'log' };

export type ReceiverConfig = {
  port: number;
  host: string;
  /** The SQLite file; its folder is created at start. */
  dbPath: string;
  /** The site origins whose pages may post forms (scheme, host and port, no path). */
  allowedOrigins: readonly string[];
  /** Whether the client address comes from nginx's X-Real-IP / X-Forwarded-For. */
  trustProxy: boolean;
  /** New submissions allowed per client address in a window. */
  rateLimit: { count: number; windowSeconds: number };
  minFillMs: number;
  /** Set when Turnstile is checked (TURNSTILE_SECRET given). */
  turnstile: { secret: string; verifyUrl: string } | null;
  retentionDays: Record<FormId, number>;
  mail: {
    transport: MailTransportConfig;
    from: string;
    /** Each form's staff recipients. */
    notifyTo: Record<FormId, readonly string[]>;
  };
  /** The staff pages' public base (no trailing slash), for the links in notifications. */
  staffUrl: string;
  /**
   * Whether the staff session cookie is `Secure`: COOKIE_SECURE, else whether STAFF_URL is https,
   * else whether the receiver listens beyond loopback.
   */
  cookieSecure: boolean;
};

export const DEFAULT_TURNSTILE_VERIFY_URL =
  'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Thrown on a bad setting: its message lists every problem, one per line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

const integer = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const origin = z
  .string()
  .refine((value) => URL.canParse(value) && new URL(value).origin === value, {
    error: (issue) =>
      `"${String(issue.input)}" is not an origin (scheme://host[:port], no path or trailing slash)`,
  });

const address = z.email({ error: (issue) => `"${String(issue.input)}" is not an e-mail address` });

/** A comma-separated list, blanks dropped. */
const list = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1, 'must list at least one'));

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/** A per-form variable's name: `NOTIFY_TO_MEMBERSHIP`. */
const perFormKey = <P extends string>(prefix: P, form: FormId) =>
  `${prefix}_${form.toUpperCase()}` as `${P}_${Uppercase<FormId>}`;

/** One setting per form (RETENTION_DAYS_CONTACT … RETENTION_DAYS_MEMBERSHIP), each its own check. */
const perFormShape = <P extends string, S extends z.ZodType>(
  prefix: P,
  setting: (form: FormId) => S,
) =>
  Object.fromEntries(FORM_IDS.map((form) => [perFormKey(prefix, form), setting(form)])) as Record<
    `${P}_${Uppercase<FormId>}`,
    S
  >;

const schema = z
  .object({
    RECEIVER_PORT: integer(0, 65535).default(8787),
    RECEIVER_HOST: z.string().min(1).default('127.0.0.1'),
    RECEIVER_DB: z.string().min(1).default('.forms/receiver.db'),
    ALLOWED_ORIGINS: z
      .string({
        error: 'is required: the site origins that post forms, like http://localhost:3000',
      })
      .pipe(list(origin)),
    TRUST_PROXY: flag.default(false),
    RATE_LIMIT: z
      .string()
      .regex(/^[1-9]\d*\/[1-9]\d*$/, 'must be <count>/<seconds>, like 5/600')
      .default('5/600')
      .transform((value) => {
        const [count, windowSeconds] = value.split('/').map(Number) as [number, number];
        return { count, windowSeconds };
      }),
    MIN_FILL_MS: integer(0).default(MIN_FILL_MS),
    TURNSTILE_SECRET: z.string().optional(),
    TURNSTILE_VERIFY_URL: httpUrl.default(DEFAULT_TURNSTILE_VERIFY_URL),
    ...perFormShape('RETENTION_DAYS', (form) => integer(1).default(RETENTION_DAYS[form])),
    SMTP_URL: z
      .string()
      .refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value), {
        error: 'must be an smtp:// or smtps:// URL',
      })
      .optional(),
    MAIL_DIR: z.string().optional(),
    MAIL_FROM: z
      .string()
      .regex(
        /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
        'must be an address, like Forms <forms@example.org>',
      )
      .default('Nusantara CEO Network forms <forms@example.org>'),
    NOTIFY_TO: list(address).default(['secretariat@example.org']),
    ...perFormShape('NOTIFY_TO', () => list(address).optional()),
    STAFF_URL: httpUrl.optional(),
    COOKIE_SECURE: flag.optional(),
  })
  .refine((env) => !(env.SMTP_URL && env.MAIL_DIR), {
    error: 'set SMTP_URL or MAIL_DIR, not both',
    path: ['MAIL_DIR'],
  });

/**
 * Reads the receiver's settings from `env` (process.env by default). An empty variable counts as
 * unset. Throws a ConfigError naming each bad variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ReceiverConfig {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`The receiver's settings are not valid:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const byForm = <T>(value: (form: FormId) => T) =>
    Object.fromEntries(FORM_IDS.map((form) => [form, value(form)])) as Record<FormId, T>;

  const host = values.RECEIVER_HOST;
  const port = values.RECEIVER_PORT;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    port,
    host,
    dbPath: values.RECEIVER_DB,
    allowedOrigins: values.ALLOWED_ORIGINS,
    trustProxy: values.TRUST_PROXY,
    rateLimit: values.RATE_LIMIT,
    minFillMs: values.MIN_FILL_MS,
    turnstile: values.TURNSTILE_SECRET
      ? { secret: values.TURNSTILE_SECRET, verifyUrl: values.TURNSTILE_VERIFY_URL }
      : null,
    retentionDays: byForm((form) => values[perFormKey('RETENTION_DAYS', form)]),
    mail: {
      transport: values.SMTP_URL
        ? { kind: 'smtp', url: values.SMTP_URL }
        : values.MAIL_DIR
          ? { kind: 'dir', dir: values.MAIL_DIR }
          : { kind: 'log' },
      from: values.MAIL_FROM,
      notifyTo: byForm((form) => values[perFormKey('NOTIFY_TO', form)] ?? values.NOTIFY_TO),
    },
    staffUrl: (values.STAFF_URL ?? `http://${urlHost}:${port}/staff`).replace(/\/+$/, ''),
    // Behind nginx the receiver listens on loopback while staff reach it over HTTPS: STAFF_URL says.
    cookieSecure:
      values.COOKIE_SECURE ??
      (values.STAFF_URL
        ? new URL(values.STAFF_URL).protocol === 'https:'
        : !LOOPBACK_HOSTS.has(host)),
  };
}
