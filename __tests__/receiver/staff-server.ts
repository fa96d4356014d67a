// The staff pages served on a real port, as the receiver serves them (mounted at /staff), with a
// clock the tests move and a staff account, for the staff tests' real fetches.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { JSDOM } from 'jsdom';
import { openDb, type Db } from '@/receiver/src/db';
import { addStaff } from '@/receiver/src/staff/accounts';
import { staffApp } from '@/receiver/src/staff/routes';

export const STAFF_EMAIL = 'dewi.lestari@ncn.example';
export const STAFF_PASSWORD = 'kopi-tubruk-pagi-hari';

export type StaffServer = {
  db: Db;
  base: string;
  /** The app's clock: move it with `clock.now = …`. */
  clock: { now: Date };
  close: () => Promise<void>;
};

/** Starts the staff pages on a free port of 127.0.0.1, with one staff account. */
export async function startStaffServer({ secureCookies = false } = {}): Promise<StaffServer> {
  const db = openDb(':memory:');
  const clock = { now: new Date('2027-06-01T03:00:00.000Z') };
  await addStaff(db, STAFF_EMAIL, STAFF_PASSWORD, clock.now);
  const app = new Hono().route(
    '/staff',
    staffApp({
      db,
      now: () => clock.now,
      secureCookies,
      clientAddress: (c) => getConnInfo(c).remote.address,
    }),
  );
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    db,
    base: `http://127.0.0.1:${port}`,
    clock,
    close: () =>
      new Promise((resolve, reject) =>
        server.close((error) => {
          db.close();
          if (error) reject(error);
          else resolve();
        }),
      ),
  };
}

/** A staff client of `server`: its requests carry its session cookie and its own origin. */
export function staffClient({ base }: Pick<StaffServer, 'base'>) {
  let cookie: string | undefined;
  const client = {
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
    get: (path: string) =>
      fetch(`${base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} }),
    post: (path: string, form: Record<string, string>, { origin = base } = {}) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(origin ? { origin } : {}),
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams(form),
      }),
    /** Logs in and keeps the session cookie; returns the login's response. */
    async login(email = STAFF_EMAIL, password = STAFF_PASSWORD) {
      const response = await client.post('/staff/login', { email, password });
      const set = response.headers.getSetCookie()[0];
      if (response.status === 303 && set) cookie = set.split(';')[0];
      return response;
    },
  };
  return client;
}

/** A staff page's HTML as a document, to query as a browser would read it. */
export async function readPage(response: Response) {
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  /** The text of the elements matching `selector`, whitespace collapsed. */
  const texts = (selector: string) =>
    [...document.querySelectorAll(selector)].map((element) =>
      (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    );
  return { status: response.status, html, document, texts };
}
