import { getEvents } from '../data/events';
import { EMPTY_SUBMIT_MESSAGES } from '../e2e/support/form-messages';
import { spotsLeft } from '../lib/events';
import { expect, SETTLE, test, type Visitor } from './support/fixtures';

/**
 * Each form, in each engine: an empty submit lists the spec's messages in the error summary and
 * marks the fields; filled in, typed key by key, it shows its confirmation, and nothing typed
 * reaches the address bar.
 */
type FormCase = {
  path: string;
  submit: string;
  summaryTitle: string;
  messages: string[];
  /** Text fields (id, value), typed. */
  text: [string, string][];
  /** Choices (id, value). */
  choose?: [string, string][];
  /** Whether it asks for consent (a checkbox). */
  consent?: boolean;
  successTitle: string;
};

const applicant: [string, string][] = [
  ['fullName', 'Ratna Kusumawardani'],
  ['email', 'ratna@arunaya.example'],
  ['company', 'PT Arunaya Daya Terbarukan'],
  ['position', 'Direktur Keberlanjutan'],
  ['whatsapp', '+62 811 0000 0000'],
];
const member: [string, string][] = [
  ['fullName', 'Sekar Ayuningtyas'],
  ['email', 'sekar@kinara-tech.example'],
  ['company', 'PT Kinara Teknologi Nusantara'],
  ['position', 'President Director'],
  ['phone', '+62 21 5550 0101'],
];
const openEvent = getEvents().find((e) => e.status === 'upcoming' && spotsLeft(e) > 0)!;

const FORMS: FormCase[] = [
  {
    path: '/contact',
    submit: 'Send Message',
    summaryTitle: 'There is a problem',
    messages: EMPTY_SUBMIT_MESSAGES.contact,
    text: [
      ['fullName', 'Sekar Ayuningtyas'],
      ['email', 'sekar@kinara-tech.example'],
      ['subject', 'Membership 🙂'],
      ['message', 'How do I join the network? <script>alert(1)</script>'],
    ],
    successTitle: 'Message Sent!',
  },
  {
    path: '/partnership-opportunities',
    submit: 'Kirim Pengajuan',
    summaryTitle: 'Terdapat masalah',
    messages: EMPTY_SUBMIT_MESSAGES.partnership,
    text: [...applicant, ['objectives', 'Survei kepemimpinan nasional']],
    choose: [['collaborationType', 'research']],
    consent: true,
    successTitle: 'Pengajuan Terkirim!',
  },
  {
    path: '/sponsorship',
    submit: 'Kirim Pengajuan',
    summaryTitle: 'Terdapat masalah',
    messages: EMPTY_SUBMIT_MESSAGES.sponsorship,
    text: applicant,
    choose: [
      ['package', 'gold'],
      ['eventTarget', 'gala'],
    ],
    consent: true,
    successTitle: 'Pengajuan Sponsorship Terkirim!',
  },
  {
    path: '/membership',
    submit: 'Submit Application',
    summaryTitle: 'There is a problem',
    messages: EMPTY_SUBMIT_MESSAGES.membership,
    text: [...member, ['boardYears', '8'], ['motivation', 'To learn from my peers.']],
    choose: [
      ['industry', 'Technology'],
      ['province', 'DKI Jakarta'],
      ['tier', 'full'],
    ],
    consent: true,
    successTitle: 'Application Received!',
  },
  {
    path: `/events/${openEvent.slug}/register`,
    submit: 'Complete Registration',
    summaryTitle: 'There is a problem',
    messages: EMPTY_SUBMIT_MESSAGES.registration,
    text: member,
    consent: true,
    successTitle: 'Registration Successful!',
  },
];

/** The texts of the error summary's links, in order. */
const summaryLinks = (visitor: Visitor) =>
  visitor.engine.evaluate(() =>
    [...document.querySelectorAll('[role=alert] a')].map((link) => link.textContent?.trim()),
  );

for (const form of FORMS) {
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
