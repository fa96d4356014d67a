// The screenshots of docs/editing.md, taken from the real editor (Decap CMS at /admin). Not part
// of any test run: run it by hand after the editor changes, then look at the pictures.
//
//   node scripts/editing-screenshots.mjs            writes docs/editing/*.png
//   node scripts/editing-screenshots.mjs --out DIR  somewhere else
//
// It never touches data/: decap-server saves into a temporary copy of data/content and
// data/uploads, on a port of its own (8091 or any free one), so a running `npm run cms` is left
// alone. The editor is public/admin as `node scripts/build-admin.mjs` writes it (built here when
// missing, or when it was built for a deployed backend); it calls decap-server at the address
// it was built with (127.0.0.1:8081), and the browser sends those calls to this run's server.
// Needs Chromium (/usr/bin/chromium or CHROMIUM_PATH) and, for the '＋' of Decap's new-entry
// button, a font with full-width forms (Debian: fonts-droid-fallback).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const { values: args } = parseArgs({
  options: { out: { type: 'string', default: join('docs', 'editing') } },
});
const OUT = resolve(args.out);
const ADMIN = join('public', 'admin');
const BUILT_FOR = 'http://127.0.0.1:8081';
const HOST = '127.0.0.1';
const VIEWPORT = { width: 1280, height: 800 };

/** `preferred` if nothing listens there, else any free port. */
function freePort(preferred) {
  const attempt = (port) =>
    new Promise((done, fail) => {
      const server = createNetServer();
      server.once('error', fail);
      server.listen(port, HOST, () => {
        const { port: bound } = server.address();
        server.close(() => done(bound));
      });
    });
  return attempt(preferred).catch(() => attempt(0));
}

const cleanups = [];
async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`editing-screenshots: cleaning up: ${error.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => cleanUp().then(() => process.exit(130)));
}

/** The editor built for decap-server on this machine (no DECAP_BACKEND), as `npm run cms` has it. */
function ensureLocalAdmin() {
  const script = join(ADMIN, 'cms.js');
  // Built for a Git host, the bundle names it: {name:"github",…}.
  const hosted = /name:"(?:github|gitlab|gitea|git-gateway)"/;
  if (existsSync(script) && !hosted.test(readFileSync(script, 'utf8'))) return;
  console.log('editing-screenshots: building the editor for decap-server (build-admin)');
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('DECAP_')),
  );
  const built = spawnSync('node', ['scripts/build-admin.mjs'], { stdio: 'inherit', env });
  if (built.status !== 0) throw new Error('build-admin failed');
}

/** A copy of the content and the uploads, for decap-server to save into. */
function contentCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'editing-screenshots-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  for (const folder of ['content', 'uploads']) {
    cpSync(join('data', folder), join(dir, 'data', folder), { recursive: true });
  }
  return dir;
}

async function startDecapServer(repo, port) {
  const bin = resolve('node_modules', '.bin', 'decap-server');
  if (!existsSync(bin)) throw new Error('decap-server is not installed; run npm install first.');
  const child = spawn(bin, [], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      BIND_HOST: HOST,
      PORT: String(port),
      MODE: 'fs',
      GIT_REPO_DIRECTORY: repo,
      LOG_LEVEL: 'warn',
    },
  });
  cleanups.push(
    () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  );
  const api = `http://${HOST}:${port}/api/v1`;
  for (let tries = 0; tries < 100; tries += 1) {
    if (child.exitCode !== null) throw new Error(`decap-server exited (${child.exitCode})`);
    const info = await fetch(api, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    }).catch(() => null);
    if (info?.ok) return api;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('decap-server did not answer');
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

/** /admin/* from public/admin, and the two icons the editor names from app/. */
async function startAdminServer(port) {
  const files = (path) => {
    if (path === '/icon.svg' || path === '/apple-icon.png') return join('app', path.slice(1));
    if (path === '/admin' || path === '/admin/') return join(ADMIN, 'index.html');
    const name = path.match(/^\/admin\/(\w[\w.-]*)$/)?.[1];
    return name ? join(ADMIN, name) : null;
  };
  const server = createServer((request, response) => {
    const file = files(new URL(request.url, 'http://localhost').pathname);
    if (!file || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise((done) => server.listen(port, HOST, done));
  cleanups.push(() => new Promise((done) => server.close(() => done())));
  return `http://${HOST}:${port}`;
}

/** A photo as a phone gives one: a 2400 × 1600 JPEG of a stage before a conference. */
async function makePhoto(file) {
  const width = 2400;
  const height = 1600;
  const seats = Array.from({ length: 9 }, (_, row) =>
    Array.from({ length: 16 }, (_, column) => {
      const x = 160 + column * 132 + (row % 2) * 40;
      const y = 1020 + row * 64;
      return `<rect x="${x}" y="${y}" width="84" height="44" rx="10" fill="#8b1e2d" opacity="${0.55 + row * 0.05}"/>`;
    }).join(''),
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#1b2a4a"/><stop offset="1" stop-color="#3b4f7a"/>
      </linearGradient>
      <radialGradient id="light" cx="0.5" cy="0.35" r="0.5">
        <stop offset="0" stop-color="#fff6d8" stop-opacity="0.9"/>
        <stop offset="1" stop-color="#fff6d8" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#wall)"/>
    <rect x="520" y="180" width="1360" height="620" rx="12" fill="#0f1b33" stroke="#c9a227" stroke-width="10"/>
    <rect x="520" y="180" width="1360" height="620" fill="url(#light)"/>
    <rect x="0" y="860" width="${width}" height="140" fill="#2a1d14"/>
    <rect x="1040" y="700" width="320" height="200" rx="8" fill="#5a3b24"/>
    ${seats}
  </svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toFile(file);
}

/** A screenshot, written as a PNG of at most 256 colours: sharp text, a few tens of KB. */
async function shoot(page, name) {
  const raw = await page.screenshot({ type: 'png' });
  const file = join(OUT, `${name}.png`);
  const { size } = await sharp(raw)
    .png({ palette: true, colours: 256, quality: 90, effort: 10, compressionLevel: 9 })
    .toFile(file);
  console.log(`  ${join(args.out, `${name}.png`)}  ${(size / 1024).toFixed(0)} KB`);
}

async function main() {
  ensureLocalAdmin();
  const repo = contentCopy();
  const api = await startDecapServer(repo, await freePort(8091));
  const site = await startAdminServer(await freePort(8092));
  const photo = join(repo, 'summit-stage.jpg');
  await makePhoto(photo);
  mkdirSync(OUT, { recursive: true });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  cleanups.push(() => browser.close());
  const context = await browser.newContext({ viewport: VIEWPORT });
  // The editor calls decap-server where it was built to (8081): send those calls to this run's.
  await context.route(
    (url) => url.href.startsWith(`${BUILT_FOR}/`),
    async (route) => {
      const url = route
        .request()
        .url()
        .replace(BUILT_FOR, api.replace(/\/api\/v1$/, ''));
      await route.fulfill({ response: await route.fetch({ url }) });
    },
  );
  const page = await context.newPage();
  // "Fill in from another locale" asks first (window.confirm): say OK, as an editor would.
  page.on('dialog', (dialog) => {
    console.log(`  dialog: ${dialog.message()}`);
    return dialog.accept();
  });
  page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));

  try {
    await steps(page, { site, photo });
  } catch (error) {
    const where = join(tmpdir(), 'editing-screenshots-failure.png');
    await page.screenshot({ path: where }).catch(() => {});
    console.error(`editing-screenshots: the page as it was: ${where}`);
    throw error;
  }
  checkSaved(repo);
}

// The event the pictures show: fictional, like all of the site's content.
const EVENT = {
  id: 'event-007',
  slug: 'board-governance-roundtable-surabaya-2027',
  title: 'Board Governance Roundtable 2027',
  category: 'Roundtable',
  date: '2027-03-18',
  time: '09:00 – 15:00 WIB',
  city: 'Surabaya',
  venue: 'Graha Samudra Convention Hall',
  address: 'Jl. Contoh Raya No. 7, Surabaya 60271',
  shortDescription:
    'A day for directors and commissioners of East Java companies on what a working board looks like.',
  overview: [
    'Forty directors and commissioners compare how their boards set strategy, oversee risk and plan succession.',
  ],
  agenda: [
    { time: '09:00', session: 'Welcome and the state of governance in East Java' },
    {
      time: '10:00',
      session: 'What a good board meeting looks like',
      speaker: 'Ratna Widyaningsih',
    },
  ],
  speakers: [
    {
      name: 'Ratna Widyaningsih',
      title: 'Independent Commissioner',
      company: 'PT Samudra Logistik Contoh',
    },
  ],
  capacity: '40',
  registeredCount: '0',
  status: 'Upcoming',
};

/** Its Indonesian text: everything else is a fact, the same in both panes. */
const TRANSLATION = {
  title: 'Meja Bundar Tata Kelola Perusahaan 2027',
  shortDescription:
    'Sehari bagi direktur dan komisaris perusahaan Jawa Timur tentang direksi dan dewan komisaris yang bekerja dengan baik.',
  overview: [
    'Empat puluh direktur dan komisaris membandingkan cara direksi dan dewan komisaris mereka menetapkan strategi, mengawasi risiko, dan merencanakan suksesi.',
  ],
  sessions: [
    'Pembukaan dan keadaan tata kelola di Jawa Timur',
    'Seperti apa rapat direksi dan dewan komisaris yang baik',
  ],
  speakerTitles: ['Komisaris Independen'],
};

/** A field's label as Decap writes it: the label, then ' (optional)' for an optional field. */
const labelled = (label) =>
  new RegExp(`^${label.replace(/[()]/g, '\\$&')}(?: \\(optional\\))?$`, 'i');
const settle = (page, ms = 400) => page.waitForTimeout(ms);

async function steps(page, { site, photo }) {
  // 1. The login screen (with decap-server, one button; a deployed editor names its Git host).
  await page.goto(`${site}/admin/index.html`);
  const login = page.getByRole('button', { name: 'Login' });
  await login.waitFor();
  await shoot(page, '01-login');

  // 2. The collections, the events listed.
  await login.click();
  const newEvent = page.locator('a[href$="/collections/events/new"]');
  await newEvent.waitFor();
  await page.getByText('Nusantara CEO Summit 2027').first().waitFor();
  await settle(page, 1000);
  await shoot(page, '02-collections');

  // 3. A new event in English, the Indonesian pane's "Fill in from another locale" open.
  await newEvent.click();
  const en = page.locator('.Pane1');
  const id = page.locator('.Pane2');
  await en.getByText('Writing in EN').waitFor();
  /** The `index`th field labelled `label` in a pane (-1: the last, a list's new item). */
  const field = (pane, label, index = 0) => pane.getByLabel(labelled(label)).nth(index);
  const choose = async (pane, label, option) => {
    await field(pane, label).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  /** Types as a person does, over what the field holds. */
  const retype = async (input, text) => {
    await input.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(text);
  };
  await field(en, 'ID').fill(EVENT.id);
  await field(en, 'Slug').fill(EVENT.slug);
  await field(en, 'Title').fill(EVENT.title);
  await choose(en, 'Category', EVENT.category);
  await field(en, 'Date').fill(EVENT.date);
  await field(en, 'Time').fill(EVENT.time);
  await choose(en, 'City', EVENT.city);
  await field(en, 'Venue').fill(EVENT.venue);
  await field(en, 'Address').fill(EVENT.address);
  await field(en, 'Short description').fill(EVENT.shortDescription);
  for (const paragraph of EVENT.overview) {
    await en.getByRole('button', { name: 'Add paragraph' }).click();
    await field(en, 'Paragraph', -1).fill(paragraph);
  }
  for (const session of EVENT.agenda) {
    await en.getByRole('button', { name: 'Add session' }).click();
    await field(en, 'Start (WIB)', -1).fill(session.time);
    await field(en, 'Session', -1).fill(session.session);
    if (session.speaker) await field(en, 'Speaker', -1).fill(session.speaker);
  }
  for (const speaker of EVENT.speakers) {
    await en.getByRole('button', { name: 'Add speaker' }).click();
    await field(en, 'Name', -1).fill(speaker.name);
    await field(en, 'Title', -1).fill(speaker.title);
    await field(en, 'Company', -1).fill(speaker.company);
  }
  await field(en, 'Capacity (people)').fill(EVENT.capacity);
  await field(en, 'Registered so far').fill(EVENT.registeredCount);
  await choose(en, 'Status', EVENT.status);
  await en.getByText('Writing in EN').scrollIntoViewIfNeeded();
  await id.getByText('Fill in from another locale').click();
  await id.locator('[role=menuitem]', { hasText: 'EN' }).waitFor();
  await settle(page);
  await shoot(page, '03-new-event');

  // 4. Filled in from English (Decap asks first: the dialog handler says OK), then translated.
  await id.locator('[role=menuitem]', { hasText: 'EN' }).click();
  await field(id, 'Company', EVENT.speakers.length - 1).waitFor();
  // Decap 3.16: after the copy, the Indonesian pane's list items ignore typing until the pane is
  // drawn again. The editor does what docs/editing.md tells staff: hide it and show it again.
  await page.getByTitle('Toggle i18n').click();
  await settle(page);
  await page.getByTitle('Toggle i18n').click();
  await id.getByText('Writing in ID').waitFor();
  await retype(field(id, 'Title'), TRANSLATION.title);
  await retype(field(id, 'Short description'), TRANSLATION.shortDescription);
  for (const [index, text] of TRANSLATION.overview.entries()) {
    await retype(field(id, 'Paragraph', index), text);
  }
  for (const [index, text] of TRANSLATION.sessions.entries()) {
    await retype(field(id, 'Session', index), text);
  }
  for (const [index, text] of TRANSLATION.speakerTitles.entries()) {
    // The speakers' titles come after the event's own Title.
    await retype(field(id, 'Title', index + 1), text);
  }
  const check = async (input, text) => {
    const value = await input.inputValue();
    if (value !== text) throw new Error(`the Indonesian pane kept "${value}", not "${text}"`);
  };
  await check(field(id, 'Session', 1), TRANSLATION.sessions[1]);
  await en.getByText('Agenda', { exact: true }).scrollIntoViewIfNeeded();
  await id.getByText('Agenda', { exact: true }).scrollIntoViewIfNeeded();
  await settle(page);
  await shoot(page, '04-agenda-translated');

  // 5. The cover: the media library, a photo uploaded.
  await en.getByRole('button', { name: 'Choose an image' }).click();
  const upload = page.locator('input[type=file]');
  await upload.waitFor({ state: 'attached' });
  await upload.setInputFiles(photo);
  await page.getByText('summit-stage.jpg').first().waitFor();
  await settle(page, 1500);
  await shoot(page, '05-media-library');
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await settle(page);

  // 6. Publishing with the Indonesian title left out: the site's check refuses it.
  const title = field(id, 'Title');
  await title.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await check(title, '');
  await publish(page);
  const refusal = page.getByText(/Failed to persist entry/).first();
  await refusal.waitFor();
  await settle(page, 800);
  await shoot(page, '06-error');
  await page.locator('.Toastify__close-button').first().click();
  await refusal.waitFor({ state: 'hidden' });

  // 7. The title put back, published: saved.
  await retype(title, TRANSLATION.title);
  await publish(page);
  await page.getByText('Entry saved').first().waitFor();
  await settle(page, 800);
  await shoot(page, '07-published');

  // 8. A page's texts: About Us, which names the association by a placeholder.
  await page.locator('.Toastify__close-button').first().click();
  await page.goto(`${site}/admin/index.html#/collections/pages`);
  await page.getByText('About Us', { exact: true }).click();
  await page.getByText('Writing in ID').waitFor();
  await page.waitForFunction(() => document.querySelector('textarea')?.value.includes('{name}'));
  await settle(page, 800);
  await shoot(page, '08-page-text');
}

/** What the editor wrote into the copy: both files, the upload, the cover naming it. */
function checkSaved(repo) {
  const file = (lang) => join(repo, 'data', 'content', 'events', lang, `${EVENT.slug}.json`);
  const english = JSON.parse(readFileSync(file('en'), 'utf8'));
  const indonesian = JSON.parse(readFileSync(file('id'), 'utf8'));
  const problems = [
    english.title !== EVENT.title && 'the English title',
    indonesian.title !== TRANSLATION.title && 'the Indonesian title',
    indonesian.agenda?.[1]?.session !== TRANSLATION.sessions[1] && 'the Indonesian agenda',
    english.image !== '/images/uploads/summit-stage.jpg' && 'the cover',
    !existsSync(join(repo, 'data', 'uploads', 'summit-stage.jpg')) && 'the upload',
  ].filter(Boolean);
  if (problems.length) throw new Error(`the saved event is wrong: ${problems.join(', ')}`);
}

async function publish(page) {
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Publish' }).first().click();
  await page.getByText('Publish now').click();
}

try {
  await main();
} catch (error) {
  console.error(`editing-screenshots: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
