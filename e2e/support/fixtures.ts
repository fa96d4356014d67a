import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, the standard the site is held to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type Fixtures = {
  /** Console errors and uncaught page errors seen so far; the test fails if any remain. */
  problems: string[];
};

export const test = base.extend<Fixtures>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(problems);
  },
});

export { expect };

/** Runs axe on the page as it is now and returns readable violations (empty when clean). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}

/** Waits until React has hydrated the page (the header's scroll listener is attached then). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.waitForLoadState('networkidle');
}
