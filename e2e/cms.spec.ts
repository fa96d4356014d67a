import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  checkContent,
  copyContent,
  openEditor,
  pageText,
  startDecapServer,
  startSite,
  type Service,
} from './support/cms';
import { reportPolicyViolations } from './support/fixtures';

// Staff at work in the real editor (Decap CMS at the export's /admin, saving through decap-server
// into a copy of the content), then the site as the build reads that copy: the loaders check
// every file (npm run check:content), the Next.js dev server renders the pages.

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let content: ReturnType<typeof copyContent>;
let backend: Service;
let site: Service;
const pageErrors: string[] = [];

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  content = copyContent();
  [backend, site] = await Promise.all([startDecapServer(content.root), startSite(content.root)]);
});

test.afterAll(async () => {
  await Promise.all([backend?.stop(), site?.stop()]);
  content?.remove();
});

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // The editor runs under its own policy (scripts/build-headers.mjs): a breach of it is an error.
  await page.addInitScript(reportPolicyViolations);
  page.on('console', (message) => {
    if (message.text().startsWith('Content-Security-Policy violation'))
      pageErrors.push(message.text());
  });
});

test.afterEach(() => {
  expect(pageErrors.splice(0), 'errors in the editor').toEqual([]);
});

const file = (path: string) => join(content.root, 'data', path);
const json = (path: string) => JSON.parse(readFileSync(file(path), 'utf8'));

/** The English and the Indonesian panes of the editor. */
const panes = (page: Page) => ({ en: page.locator('.Pane1'), id: page.locator('.Pane2') });

/** Picks `option` in a Decap select (react-select) labelled `label`. */
async function choose(pane: Locator, label: string, option: string) {
  await pane.getByLabel(label, { exact: true }).click();
  await pane.page().getByRole('option', { name: option, exact: true }).click();
}

/** Saves (publishes: the editor is in simple mode, a save is a commit). */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

test('an event is added in English and Indonesian with its cover photo, and the site shows it', async ({
  page,
}) => {
  const slug = 'board-evaluation-clinic-jakarta';
  const photo = join(content.root, 'clinic-cover.jpg');
  // A photo as a camera gives it: large, 3:2, with the metadata a phone writes.
  await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#6b4f2a' } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Kamera', Model: 'Ponsel 12' } })
    .toFile(photo);

  await openEditor(page, backend, '#/collections/events/new');
  const { en, id } = panes(page);
  await en.getByLabel('ID', { exact: true }).fill('event-007');
  await en.getByLabel('Slug', { exact: true }).fill(slug);
  await en.getByLabel('Title', { exact: true }).fill('Board Evaluation Clinic');
  await choose(en, 'Category', 'Workshop');
  await en.getByLabel('Date', { exact: true }).fill('2027-05-20');
  await en.getByLabel('Time', { exact: true }).fill('09:00 – 12:00 WIB');
  await choose(en, 'City', 'Jakarta');
  await en.getByLabel('Venue', { exact: true }).fill('Menara Cakrawala, 18th Floor');
  await en
    .getByLabel('Address', { exact: true })
    .fill('Jl. Jenderal Sudirman Kav. 88, Jakarta Selatan 12190');
  await en
    .getByLabel('Short description', { exact: true })
    .fill('A morning for commissioners on running an honest evaluation of their own board.');
  await en.getByRole('button', { name: 'Add paragraph' }).click();
  await en
    .getByLabel('Paragraph', { exact: true })
    .fill(
      'Twenty commissioners work through a board evaluation, from the questions to the follow-up.',
    );
  await en.getByRole('button', { name: 'Add session' }).click();
  await en.getByLabel('Start (WIB)', { exact: true }).fill('09:00');
  await en.getByLabel('Session', { exact: true }).fill('Why boards avoid evaluating themselves');
  await en.getByLabel('Capacity (people)', { exact: true }).fill('40');
  await en.getByLabel('Registered so far', { exact: true }).fill('12');
  await choose(en, 'Status', 'Upcoming');

  await en.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await expect(en.getByRole('button', { name: 'Choose different image' })).toBeVisible();

  // The Indonesian pane: the facts came across as they were typed; the translator writes the
  // text, and each list's items in the same order (a session's start again: the check before a
  // save holds it to the English, so the two agendas line up).
  await expect(id.getByLabel('Slug', { exact: true })).toHaveValue(slug);
  await expect(id.getByLabel('Capacity (people)', { exact: true })).toHaveValue('40');
  await id.getByLabel('Title', { exact: true }).fill('Klinik Evaluasi Dewan Komisaris');
  await id
    .getByLabel('Short description', { exact: true })
    .fill(
      'Pagi bagi para komisaris untuk menilai kinerja dewan komisarisnya sendiri secara jujur.',
    );
  await id.getByRole('button', { name: 'Add paragraph' }).click();
  await id
    .getByLabel('Paragraph', { exact: true })
    .fill(
      'Dua puluh komisaris mempraktikkan evaluasi dewan komisaris, dari daftar pertanyaan hingga tindak lanjutnya.',
    );
  await id.getByRole('button', { name: 'Add session' }).click();
  await id.getByLabel('Start (WIB)', { exact: true }).fill('09:00');
  await id
    .getByLabel('Session', { exact: true })
    .fill('Mengapa dewan komisaris enggan menilai dirinya sendiri');
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();

  // The files the editor wrote, in the layout the build reads.
  const english = json(`content/events/en/${slug}.json`);
  const indonesian = json(`content/events/id/${slug}.json`);
  expect(english).toMatchObject({ id: 'event-007', date: '2027-05-20', status: 'upcoming' });
  expect(english.image).toMatch(/^\/images\/uploads\/clinic-cover\.jpg$/);
  expect(existsSync(file('uploads/clinic-cover.jpg'))).toBe(true);
  expect(indonesian).toMatchObject({
    title: 'Klinik Evaluasi Dewan Komisaris',
    image: english.image,
  });
  expect(indonesian.agenda).toEqual([
    { time: '09:00', session: 'Mengapa dewan komisaris enggan menilai dirinya sendiri' },
  ]);

  const check = checkContent(content.root);
  expect(check.output).toContain('7 events');
  expect(check.status).toBe(0);

  const englishPage = await pageText(site, `/events/${slug}`);
  expect(englishPage.status).toBe(200);
  expect(englishPage.html).toContain('<h1');
  expect(englishPage.html).toContain('Board Evaluation Clinic');
  expect(englishPage.html).toContain('/_img/images/uploads/clinic-cover-1280.webp');
  const indonesianPage = await pageText(site, `/id/events/${slug}`);
  expect(indonesianPage.status).toBe(200);
  expect(indonesianPage.html).toContain('Klinik Evaluasi Dewan Komisaris');
  expect(indonesianPage.html).toContain('09.00 – 12.00 WIB');
});

test('an article’s body is edited, and the site shows the new text', async ({ page }) => {
  const slug = 'leading-through-uncertainty-lessons-from-indonesian-boardrooms';
  const before = json(`content/articles/en/${slug}.json`);
  const paragraph = before.content.sections.findIndex(
    (section: { type: string }) => section.type === 'paragraph',
  );
  const added =
    'Boards that met monthly through 2020 recovered a year sooner than those that did not.';

  await openEditor(page, backend, `#/collections/articles/entries/${slug}`);
  const { en } = panes(page);
  const body = en.getByLabel('Text', { exact: true }).nth(0);
  await expect(body).toHaveValue(before.content.sections[paragraph].content);
  await body.fill(`${before.content.sections[paragraph].content} ${added}`);
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();

  const after = json(`content/articles/en/${slug}.json`);
  expect(after.content.sections[paragraph].content).toContain(added);
  expect(after.title).toBe(before.title);
  expect(checkContent(content.root).status).toBe(0);
  const article = await pageText(site, `/articles/${slug}`);
  expect(article.status).toBe(200);
  expect(article.html).toContain(added);
});

test('a record with a required field emptied is refused by the editor, and nothing is saved', async ({
  page,
}) => {
  const slug = 'nusantara-ceo-summit-2027';
  const path = `content/events/id/${slug}.json`;
  const saved = readFileSync(file(path), 'utf8');
  await openEditor(page, backend, `#/collections/events/entries/${slug}`);
  const { en, id } = panes(page);

  // The English pane: Decap's own check. (The event's title comes first; its speakers' follow.)
  const title = en.getByLabel('Title', { exact: true }).first();
  const english = await title.inputValue();
  await title.fill('');
  await publish(page);
  await expect(
    page.getByText("Oops, you've missed a required field. Please complete before saving."),
  ).toBeVisible();

  // The Indonesian pane, which Decap does not check: the site's check refuses it, naming the
  // file and the field.
  await title.fill(english);
  await id.getByLabel('Title', { exact: true }).first().fill('');
  await publish(page);
  await expect(
    page.getByText(`data/content/events/id/${slug}.json: title: is required`),
  ).toBeVisible();
  expect(readFileSync(file(path), 'utf8')).toBe(saved);
  // Decap leaves a refused save's promise rejected and unhandled: with nothing after its own
  // check, with its failure action after the site's. Those two, and nothing else.
  expect(pageErrors.splice(0)).toEqual(['undefined', 'Object']);
});
