import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * The browser is the system's Chromium (Debian: apt-get install chromium), never a downloaded
 * one; set CHROMIUM_PATH to use another binary.
 */
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes only on a second try is a failing test (a race to find and fix).
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 45_000,
  expect: { timeout: 7_500 },
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'jakarta',
      use: { ...devices['Desktop Chrome'], timezoneId: 'Asia/Jakarta', locale: 'en-US' },
    },
    {
      // Dates must read the same for a visitor on the other side of the world.
      name: 'los-angeles',
      grep: /@timezone/,
      use: { ...devices['Desktop Chrome'], timezoneId: 'America/Los_Angeles', locale: 'en-US' },
    },
  ],
  webServer: {
    // The export, served like a CDN (clean URLs, 404.html with status 404): build it first.
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
