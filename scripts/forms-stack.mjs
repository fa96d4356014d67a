// Runs the site with its form receiver on this machine, as an association deploys it: the forms
// site (scripts/build-forms-site.mjs) served on one origin, /api/forms/ and /staff passed to the
// receiver behind it, by scripts/serve.mjs or by nginx with deploy/nginx.conf itself. The SQLite
// file, the mail (one .eml file per message) and a staff account live under --dir (git-ignored).
// `npm run forms:demo` builds both, then runs this; the forms suite (e2e-forms/) starts it too.
//   node scripts/forms-stack.mjs [--port 3000] [--receiver-port 8787] [--dir .forms/demo]
//     [--front serve|nginx] [--fresh] [--site .forms/site]
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { deployNginxArgs, NGINX } from './lib/nginx.mjs';
import { processGroup } from './lib/processes.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3000' },
    'receiver-port': { type: 'string', default: '8787' },
    dir: { type: 'string', default: join('.forms', 'demo') },
    site: { type: 'string', default: join('.forms', 'site') },
    front: { type: 'string', default: 'serve' },
    fresh: { type: 'boolean', default: false },
  },
});
const PORT = Number(values.port);
const RECEIVER_PORT = Number(values['receiver-port']);
const DIR = resolve(values.dir);
const SITE = resolve(values.site);
const SERVER = resolve('receiver', 'dist', 'server.mjs');
const CLI = resolve('receiver', 'dist', 'cli.mjs');

/** The demo's staff account; the password is STAFF_PASSWORD, or a new one printed below. */
const STAFF_EMAIL = process.env.STAFF_EMAIL ?? 'staff@example.org';
const STAFF_PASSWORD = process.env.STAFF_PASSWORD ?? randomBytes(12).toString('base64url');

const fail = (message) => {
  console.error(message);
  process.exit(1);
};
if (!existsSync(SERVER) || !existsSync(CLI))
  fail('No receiver build: run `npm run receiver:build`.');
if (!existsSync(join(SITE, 'index.html'))) {
  fail(`No forms site in ${SITE}: run \`node scripts/build-forms-site.mjs\`.`);
}
if (!['serve', 'nginx'].includes(values.front))
  fail(`--front is serve or nginx, not ${values.front}`);

if (values.fresh) rmSync(DIR, { recursive: true, force: true });
mkdirSync(join(DIR, 'mail'), { recursive: true });

const origin = `http://localhost:${PORT}`;
const env = {
  ...process.env,
  RECEIVER_PORT: String(RECEIVER_PORT),
  RECEIVER_HOST: '127.0.0.1',
  RECEIVER_DB: join(DIR, 'receiver.db'),
  ALLOWED_ORIGINS: `${origin},http://127.0.0.1:${PORT}`,
  TRUST_PROXY: '1',
  MAIL_DIR: join(DIR, 'mail'),
  STAFF_URL: `${origin}/staff`,
  COOKIE_SECURE: '0',
};

// The account is made again on every start, so the printed password is the one that works.
const cli = (...args) =>
  spawnSync(process.execPath, [CLI, ...args], {
    env: { ...env, STAFF_PASSWORD },
    encoding: 'utf8',
  });
cli('staff', 'remove', STAFF_EMAIL);
const added = cli('staff', 'add', STAFF_EMAIL);
if (added.status !== 0) fail(`Could not create the staff account: ${added.stderr}`);

const { start } = processGroup('forms stack');

start('the receiver', process.execPath, [SERVER], { env });
await until(`http://127.0.0.1:${RECEIVER_PORT}/api/health`);

if (values.front === 'nginx') startNginx();
else {
  start('scripts/serve.mjs', process.execPath, [
    'scripts/serve.mjs',
    '--dir',
    SITE,
    '--port',
    String(PORT),
    '--receiver',
    `http://127.0.0.1:${RECEIVER_PORT}`,
  ]);
}
await until(`http://127.0.0.1:${PORT}/`);

console.log(`
The site with its form receiver (${values.front === 'nginx' ? 'nginx, deploy/nginx.conf' : 'scripts/serve.mjs'}):
  Site:   ${origin}   (every form sends to ${origin}/api/forms)
  Staff:  ${origin}/staff   log in as ${STAFF_EMAIL} with the password ${STAFF_PASSWORD}
  Data:   ${join(DIR, 'receiver.db')}   mail to staff: ${join(DIR, 'mail')}/
Ctrl-C stops both.`);

/** nginx running deploy/nginx.conf itself: its port, its root and the receiver's port replaced. */
function startNginx() {
  let args;
  try {
    args = deployNginxArgs({ port: PORT, root: SITE, receiverPort: RECEIVER_PORT });
  } catch (error) {
    fail(error.message);
  }
  start('nginx', NGINX, args);
}

/** Waits until `url` answers (the server is listening), for 30 s at most. */
async function until(url) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) fail(`Nothing answers at ${url} after 30 s.`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}
