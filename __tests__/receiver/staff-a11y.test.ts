/** @jest-environment node */
// axe (WCAG 2.2 A and AA, and best practice) over each staff page as served, in each state. The
// colour contrast is the stylesheet's, checked where its colours are chosen (styles.ts): jsdom
// lays nothing out, so axe cannot measure it here.
import { readFileSync } from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import { JSDOM } from 'jsdom';
import { seedSubmission } from './staff-seed';
import { startStaffServer, staffClient, type StaffServer } from './staff-server';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const AXE_OPTIONS: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'],
  },
  rules: { 'color-contrast': { enabled: false } },
};

/** The rules a page breaks, each with the markup that breaks it. */
async function violations(response: Response) {
  const dom = new JSDOM(await response.text(), { runScripts: 'outside-only' });
  dom.window.eval(AXE_SOURCE);
  const { axe } = dom.window as unknown as {
    axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  };
  const results = await axe.run(dom.window.document, AXE_OPTIONS);
  dom.window.close();
  return results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.map(({ html }) => html) }));
}

let server: StaffServer;
let client: ReturnType<typeof staffClient>;
beforeAll(async () => {
  server = await startStaffServer();
  for (let n = 0; n < 51; n += 1) {
    seedSubmission(server.db, {
      form: 'contact',
      email: `visitor${n}@example.com`,
      values: {
        fullName: `Visitor ${n}`,
        email: `visitor${n}@example.com`,
        phone: '',
        subject: 'Hello',
        message: 'Hi',
      },
      receivedAt: new Date(Date.UTC(2027, 4, 1, 0, n)).toISOString(),
    });
  }
  client = staffClient(server);
});
afterAll(() => server.close());

describe('the staff pages have no accessibility violations', () => {
  it.each([
    ['the login page', () => staffClient(server).get('/staff/login')],
    ['a refused login', () => staffClient(server).login('nobody@ncn.example', 'wrong-password')],
    ['a login with nothing filled', () => staffClient(server).post('/staff/login', {})],
    ['a page asked for without a session', () => staffClient(server).get('/staff/audit')],
  ])('%s', async (_, request) => {
    expect(await violations(await request())).toEqual([]);
  });

  describe('when logged in', () => {
    beforeAll(() => client.login());

    it.each([
      ['the overview', () => client.get('/staff')],
      ["a form's first page", () => client.get('/staff/forms/contact')],
      ["a form's last page", () => client.get('/staff/forms/contact?page=2')],
      ['a form without submissions', () => client.get('/staff/forms/membership')],
      ['a submission', () => client.get('/staff/submissions/1')],
      ['the erasure form', () => client.get('/staff/erase')],
      ['the erasure form with errors', () => client.post('/staff/erase', {})],
      [
        "an erasure's result",
        () => client.post('/staff/erase', { email: 'visitor50@example.com', verified: 'yes' }),
      ],
      ['the audit log', () => client.get('/staff/audit')],
      ['a page not found', () => client.get('/staff/submissions/9999')],
    ])('%s', async (_, request) => {
      expect(await violations(await request())).toEqual([]);
    });
  });
});
