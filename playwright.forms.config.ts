import { defineConfig, devices } from '@playwright/test';
import { chromium } from './playwright.config';
import { STAFF_EMAIL, STAFF_PASSWORD } from './e2e-forms/stack';
import { NGINX } from './scripts/lib/nginx.mjs';

// The forms against their receiver (e2e-forms/): the forms site (scripts/build-forms-site.mjs)
// and the receiver's build must exist; `npm run test:forms` makes both first.
const BASE_PORT = Number(process.env.E2E_FORMS_PORT ?? 4280);

/** One stack per front: scripts/serve.mjs always, nginx with deploy/nginx.conf when installed. */
const stacks = (['serve', ...(NGINX ? ['nginx'] : [])] as const).map((front, index) => ({
  front,
  port: BASE_PORT + 2 * index,
  receiverPort: BASE_PORT + 2 * index + 1,
}));

export default defineConfig({
  testDir: 'e2e-forms',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 60_000,
  expect: { timeout: 7_500 },
  use: {
    launchOptions: chromium,
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: stacks.map(({ front, port }) => ({
    name: front,
    use: {
      ...devices['Desktop Chrome'],
      baseURL: `http://localhost:${port}`,
      timezoneId: 'Asia/Jakarta',
    },
  })),
  webServer: stacks.map(({ front, port, receiverPort }) => ({
    command: `node scripts/forms-stack.mjs --front ${front} --port ${port} --receiver-port ${receiverPort} --dir .forms/e2e-${front} --fresh`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Ten submissions a run from one address: the rate limit is the receiver's tests' subject.
    env: { STAFF_EMAIL, STAFF_PASSWORD, RATE_LIMIT: '100/600' },
  })),
});
