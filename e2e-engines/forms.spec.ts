import { FORM_CASES } from '../e2e/support/form-cases';
import { expect, SETTLE, test, type Visitor } from './support/fixtures';

/*
 * Each form, in each engine: an empty submit lists the spec's messages in the error summary and
 * marks the fields; filled in, typed key by key, it shows its confirmation, and nothing typed
 * reaches the address bar.
 */

/** The texts of the error summary's links, in order. */
const summaryLinks = (visitor: Visitor) =>
  visitor.engine.evaluate(() =>
    [...document.querySelectorAll('[role=alert] a')].map((link) => link.textContent?.trim()),
  );

for (const form of FORM_CASES) {
  test(`the form on ${form.path} lists its errors, then confirms`, async ({ visitor }) => {
    await visitor.openHydrated(form.path);
    await visitor.click('main form button[type=submit]', form.submit);
    await expect.poll(() => visitor.text('[role=alert] h2'), SETTLE).toBe(form.summaryTitle);
    expect(await summaryLinks(visitor)).toEqual(form.messages);
    expect(
      await visitor.engine.evaluate(() => document.querySelectorAll('[aria-invalid=true]').length),
    ).toBe(form.messages.length);

    for (const [id, value] of form.text) await visitor.type(id, value);
    for (const [id, value] of form.choose ?? []) await visitor.choose(id, value);
    if (form.consent) {
      const consent = await visitor.waitFor('the consent checkbox', () =>
        document.querySelector('main form input[type=checkbox]'),
      );
      await consent.click();
    }
    await visitor.click('main form button[type=submit]', form.submit);
    await visitor.control('h1, h2', form.successTitle);
    expect(await visitor.location()).toBe(form.path);
  });
}
