import { defineConfig } from '@playwright/test';
import type { EngineName } from './e2e-engines/support/engines';

const PORT = Number(process.env.E2E_ENGINES_PORT ?? 4183);

/**
 * The cross-engine suite (e2e-engines/): the export in Firefox and in WebKit, Safari's engine,
 * driven through WebDriver (e2e-engines/support/engines.ts). Chromium is the main suite's
 * (playwright.config.ts). One worker per engine: each keeps one browser session for its tests.
 */
export default defineConfig<object, { engineName: EngineName }>({
  testDir: 'e2e-engines',
  // Its own folder: the main suite's run empties test-results/ as it starts.
  outputDir: 'test-results-engines',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  projects: [
    { name: 'firefox', use: { engineName: 'firefox' } },
    { name: 'webkit', use: { engineName: 'webkit' } },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
