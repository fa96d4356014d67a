import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { getEvents } from '../data/events';
import { getHomeEvents } from '../data/home-events';
import { formatEventDate } from '../lib/dates';
import { spotsLeft } from '../lib/events';
import { axeViolations, expect, sweep, test, waitForHydration } from './support/fixtures';

// The events in the listing's order: upcoming soonest first, past latest first.
const upcoming = getEvents()
  .filter((e) => e.status === 'upcoming')
  .sort((a, b) => a.date.localeCompare(b.date));
const past = getEvents()
  .filter((e) => e.status === 'past')
  .sort((a, b) => b.date.localeCompare(a.date));
const open =
  upcoming.find((e) => spotsLeft(e) > 0 && e.speakers.length === 0) ??
  upcoming.find((e) => spotsLeft(e) > 0)!;
const full = upcoming.find((e) => spotsLeft(e) === 0)!;
const withSpeakers = upcoming.find((e) => e.speakers.length > 0 && spotsLeft(e) > 0)!;

const cards = (page: Page) => page.getByRole('tabpanel').getByRole('article');
const count = (page: Page) => page.getByRole('tabpanel').getByRole('status');

async function openEvents(page: Page, query = '') {
  await page.goto(`/events${query}`);
  await waitForHydration(page);
}

test.describe('the events listing', () => {
  sweep(
    'opens on Upcoming, soonest first, with the count and card details @timezone',
    async ({ page, problems }) => {
      await openEvents(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(count(page)).toHaveText(`${upcoming.length} events found`);
      await expect(cards(page).getByRole('heading')).toHaveText(upcoming.map((e) => e.title));
      const first = cards(page).first();
      await expect(first).toContainText(formatEventDate(upcoming[0]!.date));
      await expect(first).toContainText(upcoming[0]!.time);
      await expect(first).toContainText(
        `${upcoming[0]!.location.venue}, ${upcoming[0]!.location.city}`,
      );
      await expect(first).toContainText(
        `${upcoming[0]!.registeredCount} / ${upcoming[0]!.capacity} registered`,
      );
      await expect(first.getByRole('link', { name: 'View Details' })).toHaveAttribute(
        'href',
        `/events/${upcoming[0]!.slug}`,
      );
      expect(problems).toEqual([]);
    },
  );

  sweep('switches to Past Events, latest first, with the keyboard too', async ({ page }) => {
    await openEvents(page, '?q=zzz');
    await page.getByRole('tab', { name: 'Upcoming' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Past Events' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Past Events' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/tab=past/);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(count(page)).toHaveText(`${past.length} events found`);
    await expect(cards(page).getByRole('heading')).toHaveText(past.map((e) => e.title));
  });

  sweep('searches title, description and category, and filters by city', async ({ page }) => {
    await openEvents(page);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Search events...');
    await search.fill(upcoming[1]!.category.toUpperCase());
    await expect(cards(page).getByRole('heading', { name: upcoming[1]!.title })).toBeVisible();
    await search.fill('');
    const city = page.getByRole('combobox', { name: 'City' });
    await expect(city.getByRole('option')).toHaveText([
      'All Cities',
      'Jakarta',
      'Surabaya',
      'Bali',
      'Medan',
      'Makassar',
      'Yogyakarta',
    ]);
    await city.selectOption(upcoming[0]!.location.city);
    await expect(cards(page)).toHaveCount(
      upcoming.filter((e) => e.location.city === upcoming[0]!.location.city).length,
    );
    await expect(page).toHaveURL(/city=/);
  });

  for (const [tab, word] of [
    ['Upcoming', 'upcoming'],
    ['Past Events', 'past'],
  ] as const) {
    sweep(
      `says 'No Events Found' on ${tab}, and Clear Filters resets search and city`,
      async ({ page, problems }) => {
        await openEvents(page);
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('combobox', { name: 'City' }).selectOption('Jakarta');
        await page.getByRole('searchbox', { name: 'Search' }).fill('no such event anywhere');
        await expect(page.getByRole('heading', { name: 'No Events Found' })).toBeVisible();
        await expect(page.getByText(`No ${word} events match your search criteria.`)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        // From the keyboard: the button goes with the empty state, and focus lands on the count.
        await page.getByRole('button', { name: 'Clear Filters' }).press('Enter');
        await expect(count(page)).toBeFocused();
        await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
        await expect(
          page.getByRole('combobox', { name: 'City' }).locator('option:checked'),
        ).toHaveText('All Cities');
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await expect(cards(page)).toHaveCount(word === 'past' ? past.length : upcoming.length);
        expect(problems).toEqual([]);
      },
    );
  }

  sweep('restores a filtered view with Back', async ({ page }) => {
    await openEvents(page);
    await page.getByRole('tab', { name: 'Past Events' }).click();
    await page.getByRole('combobox', { name: 'City' }).selectOption(past[0]!.location.city);
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'City' }).locator('option:checked')).toHaveText(
      'All Cities',
    );
    await expect(page.getByRole('tab', { name: 'Past Events' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('fetches the first cover, the largest paint on a phone, at once and the others lazily', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await openEvents(page);
    const [soonest, ...others] = upcoming.map((event) =>
      page.locator(`img[srcset*="/${event.slug}-"]`),
    );
    await expect(soonest!).toHaveAttribute('fetchpriority', 'high');
    await expect(soonest!).not.toHaveAttribute('loading', 'lazy');
    await expect(page.locator(`head link[rel="preload"][as="image"]`)).toHaveAttribute(
      'imagesrcset',
      new RegExp(`/${upcoming[0]!.slug}-`),
    );
    for (const cover of others) await expect(cover).toHaveAttribute('loading', 'lazy');
  });
});

test.describe('an event page', () => {
  sweep(
    'shows an open event with spots left, agenda, notes and structured data',
    async ({ page, problems }) => {
      await page.goto(`/events/${open.slug}`);
      await waitForHydration(page);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
      ).toHaveText(['Home', 'Events', open.title]);
      await expect(page.getByRole('link', { name: 'Back to Events' })).toHaveAttribute(
        'href',
        '/events',
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(open.title);
      await expect(page.getByText(`(${spotsLeft(open)} spots left)`)).toBeVisible();
      const register = page.getByRole('link', { name: 'Register Now' });
      await expect(register).toHaveCount(2);
      for (const link of await register.all())
        await expect(link).toHaveAttribute('href', `/events/${open.slug}/register`);
      for (const name of ['Overview', 'Agenda', 'Event Details', 'Important Notes']) {
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: 'Speakers' })).toHaveCount(
        open.speakers.length ? 1 : 0,
      );
      const details = page.getByRole('region', { name: 'Event Details' });
      await expect(details).toContainText('StatusUpcoming');
      await expect(details).toContainText(`Capacity${open.capacity} people`);
      await expect(details).toContainText(`Registered${open.registeredCount}`);
      await expect(details).toContainText(`Available spots${spotsLeft(open)}`);
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (t) => JSON.parse(t),
      );
      const ld = data.find((d) => d['@type'] === 'Event');
      expect(ld).toMatchObject({
        name: open.title,
        eventStatus: 'https://schema.org/EventScheduled',
        location: {
          '@type': 'Place',
          name: open.location.venue,
          address: { '@type': 'PostalAddress' },
        },
        organizer: { '@type': 'Organization' },
      });
      expect(ld.startDate).toMatch(new RegExp(`^${open.date}T\\d{2}:\\d{2}:00\\+07:00$`));
      expect(problems).toEqual([]);
    },
  );

  sweep('lists the speakers when there are any', async ({ page }) => {
    await page.goto(`/events/${withSpeakers.slug}`);
    const speakers = page.getByRole('region', { name: 'Speakers' }).getByRole('listitem');
    await expect(speakers).toHaveCount(withSpeakers.speakers.length);
  });

  sweep("says 'Event Full' when no spots are left", async ({ page }) => {
    await page.goto(`/events/${full.slug}`);
    await expect(page.getByRole('button', { name: 'Event Full' })).toHaveCount(2);
    for (const button of await page.getByRole('button', { name: 'Event Full' }).all())
      await expect(button).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Register Now' })).toHaveCount(0);
  });

  sweep("says 'Registration Closed' for a past event, without spots left", async ({ page }) => {
    await page.goto(`/events/${past[0]!.slug}`);
    for (const button of await page.getByRole('button', { name: 'Registration Closed' }).all())
      await expect(button).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Registration Closed' })).toHaveCount(2);
    await expect(page.getByText(/spots left\)/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Event Details' })).toContainText(
      'StatusPast Event',
    );
  });

  /** Presses 'Add to Calendar' on `path` and reads the file: its name, text and event. */
  async function downloadCalendar(page: Page, path: string, button: string) {
    await page.goto(path);
    await waitForHydration(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    const text = await (
      await download.createReadStream()
    )
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    return { name: download.suggestedFilename(), text, vevent, event: new ICAL.Event(vevent) };
  }

  test('downloads {slug}.ics, a calendar event from 09:00 to 17:00 UTC', async ({ page }) => {
    const { name, text, vevent, event } = await downloadCalendar(
      page,
      `/events/${open.slug}`,
      'Add to Calendar',
    );
    expect(name).toBe(`${open.slug}.ics`);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(event.summary).toBe(open.title);
    expect(event.location).toBe(`${open.location.venue}, ${open.location.address}`);
    expect(event.startDate.toString()).toBe(`${open.date}T09:00:00Z`);
    expect(event.endDate.toString()).toBe(`${open.date}T17:00:00Z`);
    expect(new URL(String(vevent.getFirstPropertyValue('url'))).pathname).toBe(
      `/events/${open.slug}`,
    );
  });

  test('from the Indonesian page, the file links to the Indonesian page', async ({ page }) => {
    const indonesian = getEvents('id').find((e) => e.slug === open.slug)!;
    const { name, vevent, event } = await downloadCalendar(
      page,
      `/id/events/${open.slug}`,
      'Tambah ke Kalender',
    );
    expect(name).toBe(`${open.slug}.ics`);
    const url = String(vevent.getFirstPropertyValue('url'));
    expect(new URL(url).pathname).toBe(`/id/events/${open.slug}`);
    expect(event.description).toBe(`${indonesian.shortDescription}\n\n${url}`);
    expect(event.summary).toBe(indonesian.title);
    expect(event.startDate.toString()).toBe(`${open.date}T09:00:00Z`);
    expect(event.endDate.toString()).toBe(`${open.date}T17:00:00Z`);
  });

  test("copies the link and says 'Link copied to clipboard!' without a share sheet", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto(`/events/${open.slug}`);
    await waitForHydration(page);
    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      alerts.push(dialog.message());
      await dialog.accept();
    });
    await page.getByRole('button', { name: 'Share Event' }).click();
    await expect.poll(() => alerts).toEqual(['Link copied to clipboard!']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('uses the share sheet when there is one, and a cancelled share is quiet', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, { shareCalls: calls });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: unknown) => {
          calls.push(data);
          if (calls.length > 1) throw new DOMException('Share cancelled', 'AbortError');
        },
      });
    });
    await page.goto(`/events/${open.slug}`);
    await waitForHydration(page);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Share Event' }).click();
    await page.getByRole('button', { name: 'Share Event' }).click();
    const calls = await page.evaluate(
      () => (window as unknown as { shareCalls: { title: string; url: string }[] }).shareCalls,
    );
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      title: open.title,
      text: open.shortDescription,
      url: page.url(),
    });
    expect(dialogs).toEqual([]);
  });
});

test.describe('the home page events', () => {
  sweep(
    "lists the three upcoming events with 'Register Now' and 'View All Events'",
    async ({ page }) => {
      await page.goto('/');
      const section = page.getByRole('region', { name: 'Where leaders meet' });
      const links = section.getByRole('link', { name: 'Register Now' });
      await expect(links).toHaveCount(3);
      for (const [i, summary] of getHomeEvents().entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', `/events/${summary.slug}`);
      }
      await expect(
        section.getByText('Members get priority access and discounts on every event.'),
      ).toBeVisible();
      await expect(section.getByRole('link', { name: 'View All Events' })).toHaveAttribute(
        'href',
        '/events',
      );
      expect(getEvents().length).toBe(6);
    },
  );
});
