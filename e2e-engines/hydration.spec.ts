import { representativePages } from '../e2e/support/pages';
import { expect, test } from './support/fixtures';

// One page per route type of both editions: it hydrates, and nothing goes wrong on the way (the
// fixture checks the page's recorder: no uncaught error, no console error, no failed load).
for (const path of representativePages()) {
  test(`${path} hydrates`, async ({ visitor }) => {
    await visitor.openHydrated(path);
    expect(await visitor.location()).toBe(path);
  });
}
