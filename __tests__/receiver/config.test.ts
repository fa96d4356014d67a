/** @jest-environment node */
import { MIN_FILL_MS, RETENTION_DAYS } from '@/lib/forms/delivery';
import { ConfigError, DEFAULT_TURNSTILE_VERIFY_URL, loadConfig } from '@/receiver/src/config';

const ORIGINS = { ALLOWED_ORIGINS: 'http://localhost:3000' };

describe('the receiver’s settings', () => {
  it('need only the allowed origins, everything else has a default', () => {
    expect(loadConfig(ORIGINS)).toEqual({
      port: 8787,
      host: '127.0.0.1',
      dbPath: '.forms/receiver.db',
      allowedOrigins: ['http://localhost:3000'],
      trustProxy: false,
      rateLimit: { count: 5, windowSeconds: 600 },
      minFillMs: MIN_FILL_MS,
      turnstile: null,
      retentionDays: RETENTION_DAYS,
      mail: {
        transport: { kind: 'log' },
        from: 'Nusantara CEO Network forms <forms@example.org>',
        notifyTo: {
          contact: ['secretariat@example.org'],
          partnership: ['secretariat@example.org'],
          sponsorship: ['secretariat@example.org'],
          registration: ['secretariat@example.org'],
          membership: ['secretariat@example.org'],
        },
      },
      staffUrl: 'http://127.0.0.1:8787/staff',
      cookieSecure: false,
    });
  });

  it('read every setting, an empty one counting as unset', () => {
    const config = loadConfig({
      RECEIVER_PORT: '9000',
      RECEIVER_HOST: '0.0.0.0',
      RECEIVER_DB: '/var/lib/receiver/forms.db',
      ALLOWED_ORIGINS: 'https://nusantaraceo.example, https://www.nusantaraceo.example',
      TRUST_PROXY: '1',
      RATE_LIMIT: '10/60',
      MIN_FILL_MS: '0',
      TURNSTILE_SECRET: 'secret',
      RETENTION_DAYS_MEMBERSHIP: '365',
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      MAIL_DIR: '',
      MAIL_FROM: 'forms@nusantaraceo.example',
      NOTIFY_TO: 'office@nusantaraceo.example',
      NOTIFY_TO_REGISTRATION: 'events@nusantaraceo.example,office@nusantaraceo.example',
      STAFF_URL: 'https://forms.nusantaraceo.example/staff/',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dbPath: '/var/lib/receiver/forms.db',
      allowedOrigins: ['https://nusantaraceo.example', 'https://www.nusantaraceo.example'],
      trustProxy: true,
      rateLimit: { count: 10, windowSeconds: 60 },
      minFillMs: 0,
      turnstile: { secret: 'secret', verifyUrl: DEFAULT_TURNSTILE_VERIFY_URL },
      retentionDays: { ...RETENTION_DAYS, membership: 365 },
      mail: {
        transport: { kind: 'smtp', url: 'smtp://user:pass@mail.example:587' },
        from: 'forms@nusantaraceo.example',
        notifyTo: {
          contact: ['office@nusantaraceo.example'],
          registration: ['events@nusantaraceo.example', 'office@nusantaraceo.example'],
        },
      },
      staffUrl: 'https://forms.nusantaraceo.example/staff',
      cookieSecure: true,
    });
  });

  it('marks the staff cookie Secure when staff reach the pages over HTTPS, even on loopback behind nginx', () => {
    expect(
      loadConfig({ ...ORIGINS, STAFF_URL: 'https://www.nusantaraceo.example/staff' }).cookieSecure,
    ).toBe(true);
    expect(loadConfig({ ...ORIGINS, STAFF_URL: 'http://localhost:3000/staff' }).cookieSecure).toBe(
      false,
    );
    expect(loadConfig({ ...ORIGINS, RECEIVER_HOST: '0.0.0.0' }).cookieSecure).toBe(true);
  });

  it('let the staff cookie be marked Secure explicitly, and bracket an IPv6 host', () => {
    expect(loadConfig({ ...ORIGINS, RECEIVER_HOST: '::1', COOKIE_SECURE: 'true' })).toMatchObject({
      cookieSecure: true,
      staffUrl: 'http://[::1]:8787/staff',
    });
    expect(loadConfig({ ...ORIGINS, MAIL_DIR: '.forms/mail' }).mail.transport).toEqual({
      kind: 'dir',
      dir: '.forms/mail',
    });
  });

  it('refuse to start without the allowed origins', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    expect(() => loadConfig({})).toThrow(/ALLOWED_ORIGINS: is required/);
  });

  it('name every bad value at once', () => {
    let message = '';
    try {
      loadConfig({
        ALLOWED_ORIGINS: 'http://localhost:3000/',
        RECEIVER_PORT: '80a',
        RATE_LIMIT: '5 per minute',
        TRUST_PROXY: 'yes',
        RETENTION_DAYS_CONTACT: '0',
        NOTIFY_TO: 'secretariat',
        SMTP_URL: 'http://mail.example',
        MAIL_FROM: 'Forms',
        TURNSTILE_VERIFY_URL: 'ftp://example.org',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      'ALLOWED_ORIGINS',
      'RECEIVER_PORT',
      'RATE_LIMIT',
      'TRUST_PROXY',
      'RETENTION_DAYS_CONTACT',
      'NOTIFY_TO',
      'SMTP_URL',
      'MAIL_FROM',
      'TURNSTILE_VERIFY_URL',
    ]) {
      expect(message).toMatch(new RegExp(`^  ${name}(\\.\\d+)?: `, 'm'));
    }
    expect(message).toContain('"http://localhost:3000/" is not an origin');
  });

  it('refuse both an SMTP server and a mail folder', () => {
    expect(() =>
      loadConfig({ ...ORIGINS, SMTP_URL: 'smtp://mail.example', MAIL_DIR: '.forms/mail' }),
    ).toThrow(/MAIL_DIR: set SMTP_URL or MAIL_DIR, not both/);
  });
});
