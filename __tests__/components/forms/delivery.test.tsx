// The forms on a site built with a receiver (NEXT_PUBLIC_FORMS_ENDPOINT): what they send, and what
// the visitor sees when the receiver stores, refuses or cannot be reached. fetch is the receiver.
import '../../support/forms-endpoint';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/forms/contact-form';
import { PartnershipForm } from '@/components/forms/partnership-form';
import { MembershipForm } from '@/components/membership/membership-form';
import { membershipFormProps } from '@/components/pages/membership-page';
import { getMessages } from '@/data/messages';
import { getFormContact } from '@/data/site';
import { IDEMPOTENCY_HEADER, PRIVACY_NOTICE_VERSION } from '@/lib/forms/delivery';
import { axe } from '../../support/axe';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
/** The receiver's answer, as much of a Response as the form reads (jsdom has no Response). */
const answer = (status: number, text: string, headers: Record<string, string> = {}) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name] ?? null },
    json: async () => JSON.parse(text),
  }) as unknown as Response;
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  answer(status, JSON.stringify(body), headers);

beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  // The page has been open long enough: no wait for the least fill time.
  jest.spyOn(performance, 'now').mockReturnValue(60_000);
});
afterEach(() => jest.restoreAllMocks());

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\&/]/g, '\\$&')}\\*?$`));

type User = ReturnType<typeof userEvent.setup>;

async function fillContact(user: User) {
  await user.type(field('Full Name'), 'Sekar <script>alert(1)</script> 🌺');
  await user.type(field('Email Address'), 'sekar@kinara-tech.example');
  await user.type(field('Subject'), 'Membership');
  await user.type(field('Message'), 'How do I join?');
}

/** The receiver's requests (the membership form also fetches the directory's names). */
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const sentBodies = () =>
  posts().map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>);
const sentKeys = () =>
  posts().map(([, init]) => (init.headers as Record<string, string>)[IDEMPOTENCY_HEADER]);

const English = () => (
  <ContactForm locale="en" strings={getMessages('en').contact.form} contact={getFormContact()} />
);

describe('a form with a receiver', () => {
  it('POSTs the values as JSON with a key, the language and the notice version, then succeeds', async () => {
    fetchMock.mockResolvedValue(json(201, { ok: true, id: 7 }));
    const user = userEvent.setup();
    render(<English />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://forms.example.org/api/forms/contact');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(sentKeys()[0]).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(sentBodies()[0]).toEqual({
      language: 'en',
      values: {
        fullName: 'Sekar <script>alert(1)</script> 🌺',
        email: 'sekar@kinara-tech.example',
        phone: '',
        subject: 'Membership',
        message: 'How do I join?',
      },
      filledMs: 60_000,
      website: '',
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    // Sent and stored: the draft goes.
    expect(sessionStorage.getItem('contact-form')).toBeNull();
  });

  it('shows a stored answer only: a 2xx that is not the receiver’s JSON is a failure', async () => {
    fetchMock.mockResolvedValue(answer(200, '<!doctype html><p>Welcome</p>'));
    const user = userEvent.setup();
    render(<English />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const notice = await screen.findByRole('alert');
    // The box is focused even the first time, when its module arrives a render later.
    await waitFor(() => expect(notice.parentElement).toHaveFocus());
    expect(notice).toHaveTextContent('Your form was not sent');
    expect(notice).toHaveTextContent(/Our server could not take your form just now/);
    expect(screen.queryByRole('heading', { name: 'Message Sent!' })).toBeNull();
  });

  it('keeps everything typed after a failure, focuses the reason, and retries under the same key', async () => {
    fetchMock.mockResolvedValueOnce(json(503, { ok: false, error: 'unavailable' }));
    fetchMock.mockResolvedValueOnce(json(503, { ok: false, error: 'unavailable' }));
    fetchMock.mockResolvedValueOnce(json(503, { ok: false, error: 'unavailable' }));
    fetchMock.mockResolvedValueOnce(json(201, { ok: true, id: 8 }));
    jest.useFakeTimers({ doNotFake: ['performance'] });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<English />);
      await fillContact(user);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      // Two automatic retries, after 1 s and 3 s, then the failure.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
      const box = screen.getByRole('alert').parentElement!;
      expect(box).toHaveFocus();
      expect(box).toHaveTextContent(/Our server could not take your form just now/);
      expect(within(box).getByRole('link', { name: getFormContact().email })).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(field('Subject')).toHaveValue('Membership');
      expect(field('Message')).toHaveValue('How do I join?');
      expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();

      await user.click(within(box).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
      expect(new Set(sentKeys()).size).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends changed values under a new key', async () => {
    fetchMock.mockResolvedValueOnce(
      json(429, { ok: false, error: 'rate-limited' }, { 'Retry-After': '120' }),
    );
    fetchMock.mockResolvedValueOnce(json(201, { ok: true, id: 9 }));
    const user = userEvent.setup();
    render(<English />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Several forms have just been sent from your connection, so we have paused it for a moment. Everything you entered is still here: please try again in 2 minutes.',
    );
    await user.type(field('Subject'), ' again');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
    const [first, second] = sentKeys();
    expect(first).not.toBe(second);
  });

  it('marks the fields the receiver refused, with its messages, in the summary and inline', async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        ok: false,
        error: 'invalid',
        fields: { email: 'Please enter a valid email address' },
      }),
    );
    const user = userEvent.setup();
    render(<English />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Please enter a valid email address' }),
    ).toBeInTheDocument();
    expect(field('Email Address')).toHaveAccessibleDescription(
      'Error: Please enter a valid email address',
    );
  });

  it('says when the connection is lost, in the form’s language (Indonesian on the Indonesian forms)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    jest.useFakeTimers({ doNotFake: ['performance'] });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<PartnershipForm contact={getFormContact()} locale="en" />);
      await user.type(field('Nama Lengkap'), 'Ratna');
      await user.type(field('Email'), 'ratna@arunaya.example');
      await user.type(field('Nama Perusahaan'), 'PT Arunaya');
      await user.type(field('Jabatan'), 'Direktur');
      await user.type(field('Nomor WhatsApp'), '+62 811 0000 0000');
      await user.selectOptions(field('Jenis Kolaborasi'), 'research');
      await user.type(field('Target & Objektif'), 'Riset bersama');
      await user.click(screen.getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Formulir Anda belum terkirimKami tidak dapat terhubung ke server.',
      );
      expect(sentBodies()[0]).toMatchObject({
        language: 'en',
        values: { objectives: 'Riset bersama' },
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the receiver’s reference for a membership application', async () => {
    fetchMock.mockResolvedValue(json(201, { ok: true, id: 3, reference: 'NCN-2026-7KQ4MZ' }));
    const user = userEvent.setup();
    render(<MembershipForm {...membershipFormProps('en')} />);
    await user.type(field('Full Name'), 'Sekar Ayuningtyas');
    await user.type(field('Email Address'), 'sekar@kinara-tech.example');
    await user.type(field('Company'), 'PT Kinara Teknologi Nusantara');
    await user.type(field('Position/Title'), 'President Director');
    await user.type(field('Phone Number'), '+62 21 5550 0101');
    await user.selectOptions(field('Industry'), 'Technology');
    await user.selectOptions(field('Province'), 'Maluku Utara');
    await user.type(field('Years in a Board Role'), '8');
    await user.selectOptions(field('Membership Tier'), 'full');
    await user.type(field('Referring Member'), 'A Member Not In The Directory');
    await user.type(field('Why would you like to join?'), 'To learn from my peers.');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('NCN-2026-7KQ4MZ')).toBeInTheDocument();
    expect(sentBodies()[0]).toMatchObject({
      values: { province: 'Maluku Utara', referrer: 'A Member Not In The Directory' },
    });
  });

  it('shows the privacy notice under the fields and hides the honeypot from people', async () => {
    const { container } = render(<English />);
    const notice = (await screen.findByText('How we use your details')).closest('details')!;
    expect(notice).toHaveTextContent(/Why: To answer your message\./);
    expect(notice).toHaveTextContent(/Legal basis: your own request/);
    expect(notice).toHaveTextContent(/How long: 365 days/);
    expect(notice).toHaveTextContent('Privacy notice of November 29, 2026.');
    const honeypot = container.querySelector('input[name="website"]')!;
    expect(honeypot.closest('.hidden')).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sends what a script typed into the honeypot, for the receiver to discard', async () => {
    fetchMock.mockResolvedValue(json(201, { ok: true, id: 0 }));
    const user = userEvent.setup();
    const { container } = render(<English />);
    await fillContact(user);
    (container.querySelector('input[name="website"]') as HTMLInputElement).value = 'spam.example';
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('heading', { name: 'Message Sent!' });
    expect(sentBodies()[0]).toMatchObject({ website: 'spam.example' });
  });
});
