import { BOARD_PROVINCES } from '@/data/board-provinces';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { ContactForm } from '@/components/forms/contact-form';
import { MembershipForm } from '@/components/membership/membership-form';
import { membershipFormProps } from '@/components/pages/membership-page';
import { PartnershipForm } from '@/components/forms/partnership-form';
import { SponsorshipForm } from '@/components/forms/sponsorship-form';
import { contactSchema } from '@/lib/forms/contact-schema';
import { createMembershipSchema } from '@/lib/forms/membership-schema';
import { fieldOrder } from '@/lib/forms/fields';
import { partnershipSchema } from '@/lib/forms/partnership-schema';
import { sponsorshipSchema } from '@/lib/forms/sponsorship-schema';
import { getMessages } from '@/data/messages';
import { getFormContact } from '@/data/site';
import { axe } from '../../support/axe';
import { formStatus } from '../../support/form-status';

const EnglishContactForm = () => (
  <ContactForm locale="en" strings={getMessages('en').contact.form} contact={getFormContact()} />
);
const IndonesianContactForm = () => (
  <ContactForm locale="id" strings={getMessages('id').contact.form} contact={getFormContact()} />
);
const Partnership = () => <PartnershipForm contact={getFormContact()} locale="en" />;
const Sponsorship = () => <SponsorshipForm contact={getFormContact()} locale="en" />;
const EnglishMembershipForm = () => <MembershipForm {...membershipFormProps('en')} />;
const IndonesianMembershipForm = () => <MembershipForm {...membershipFormProps('id')} />;

type User = ReturnType<typeof userEvent.setup>;

type FormCase = {
  name: string;
  Form: ComponentType;
  draftKey: string;
  submit: string;
  submitting: string;
  summaryTitle: string;
  errorPrefix: string;
  /** [label, message] of every required field, in form order. */
  required: readonly (readonly [string, string])[];
  invalidEmail: string;
  /** [label, message] of a required choice, if the form has one. */
  choice?: readonly [string, string];
  /** The message of the consent box, last in the summary, if the form has one. */
  consent?: string;
  /** Fills every field validly; `name` goes in the full-name field. */
  fill: (user: User, name: string) => Promise<void>;
  successTitle: string;
  promise: RegExp;
  again: string;
  home: string;
  /** Where 'Back to Home' leads: the edition's home ('/' unless given). */
  homeHref?: string;
};

// A required field's label ends with an asterisk (aria-hidden, so not part of its accessible name).
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\&/]/g, '\\$&')}\\*?$`));

async function fillIndonesianApplicant(user: User, name: string) {
  await user.type(field('Nama Lengkap'), name);
  await user.type(field('Email'), 'ratna@arunaya.example');
  await user.type(field('Nama Perusahaan'), 'PT Arunaya Daya Terbarukan');
  await user.type(field('Jabatan'), 'Direktur');
  await user.type(field('Nomor WhatsApp'), '+62 811 0000 0000');
}

const CASES: FormCase[] = [
  {
    name: 'contact',
    Form: EnglishContactForm,
    draftKey: 'contact-form',
    submit: 'Send Message',
    submitting: 'Sending...',
    summaryTitle: 'There is a problem',
    errorPrefix: 'Error',
    required: [
      ['Full Name', 'Full name is required'],
      ['Email Address', 'Email is required'],
      ['Subject', 'Subject is required'],
      ['Message', 'Message is required'],
    ],
    invalidEmail: 'Please enter a valid email address',
    fill: async (user, name) => {
      await user.type(field('Full Name'), name);
      await user.type(field('Email Address'), 'sekar@kinara-tech.example');
      await user.type(field('Subject'), 'Membership');
      await user.type(field('Message'), 'How do I join?');
    },
    successTitle: 'Message Sent!',
    promise: /within 24 hours/,
    again: 'Send Another Message',
    home: 'Back to Home',
  },
  {
    name: 'contact (Indonesian edition)',
    Form: IndonesianContactForm,
    draftKey: 'contact-form',
    submit: 'Kirim Pesan',
    submitting: 'Mengirim...',
    summaryTitle: 'Terdapat masalah',
    errorPrefix: 'Kesalahan',
    required: [
      ['Nama Lengkap', 'Nama lengkap diperlukan'],
      ['Alamat Email', 'Email diperlukan'],
      ['Subjek', 'Subjek diperlukan'],
      ['Pesan', 'Pesan diperlukan'],
    ],
    invalidEmail: 'Format email tidak valid',
    fill: async (user, name) => {
      await user.type(field('Nama Lengkap'), name);
      await user.type(field('Alamat Email'), 'sekar@kinara-tech.example');
      await user.type(field('Subjek'), 'Keanggotaan');
      await user.type(field('Pesan'), 'Bagaimana cara bergabung?');
    },
    successTitle: 'Pesan Terkirim!',
    promise: /dalam 24 jam/,
    again: 'Kirim Pesan Lain',
    home: 'Kembali ke Beranda',
    homeHref: '/id',
  },
  {
    name: 'partnership',
    Form: Partnership,
    draftKey: 'partnership-form',
    submit: 'Kirim Pengajuan',
    submitting: 'Mengirim...',
    summaryTitle: 'Terdapat masalah',
    errorPrefix: 'Kesalahan',
    required: [
      ['Nama Lengkap', 'Nama lengkap diperlukan'],
      ['Email', 'Email diperlukan'],
      ['Nama Perusahaan', 'Nama perusahaan diperlukan'],
      ['Jabatan', 'Jabatan diperlukan'],
      ['Nomor WhatsApp', 'Nomor WhatsApp diperlukan'],
      ['Jenis Kolaborasi', 'Pilih jenis kolaborasi'],
      ['Target & Objektif', 'Target & objektif diperlukan'],
    ],
    invalidEmail: 'Format email tidak valid',
    choice: ['Jenis Kolaborasi', 'Pilih jenis kolaborasi'],
    consent: 'Persetujuan diperlukan',
    fill: async (user, name) => {
      await fillIndonesianApplicant(user, name);
      await user.selectOptions(field('Jenis Kolaborasi'), 'research');
      await user.type(field('Target & Objektif'), 'Survei kepemimpinan');
      await user.click(screen.getByRole('checkbox'));
    },
    successTitle: 'Pengajuan Terkirim!',
    promise: /dalam 1–2 hari kerja/,
    again: 'Kirim Pengajuan Lain',
    home: 'Kembali ke Beranda',
  },
  {
    name: 'sponsorship',
    Form: Sponsorship,
    draftKey: 'sponsorship-form',
    submit: 'Kirim Pengajuan',
    submitting: 'Mengirim...',
    summaryTitle: 'Terdapat masalah',
    errorPrefix: 'Kesalahan',
    required: [
      ['Nama Lengkap', 'Nama lengkap diperlukan'],
      ['Email', 'Email diperlukan'],
      ['Nama Perusahaan', 'Nama perusahaan diperlukan'],
      ['Jabatan', 'Jabatan diperlukan'],
      ['Nomor WhatsApp', 'Nomor WhatsApp diperlukan'],
      ['Paket Sponsorship', 'Pilih paket sponsorship'],
      ['Event Target', 'Pilih event target'],
    ],
    invalidEmail: 'Format email tidak valid',
    choice: ['Event Target', 'Pilih event target'],
    consent: 'Persetujuan diperlukan',
    fill: async (user, name) => {
      await fillIndonesianApplicant(user, name);
      await user.selectOptions(field('Paket Sponsorship'), 'Gold');
      await user.selectOptions(field('Event Target'), 'Gala Dinner');
      await user.click(screen.getByRole('checkbox'));
    },
    successTitle: 'Pengajuan Sponsorship Terkirim!',
    promise: /akan menghubungi Anda/,
    again: 'Kirim Pengajuan Lain',
    home: 'Kembali ke Beranda',
  },
  {
    name: 'membership',
    Form: EnglishMembershipForm,
    draftKey: 'membership-form',
    submit: 'Submit Application',
    submitting: 'Sending...',
    summaryTitle: 'There is a problem',
    errorPrefix: 'Error',
    required: [
      ['Full Name', 'Full name is required'],
      ['Email Address', 'Email is required'],
      ['Company', 'Company is required'],
      ['Position/Title', 'Position/Title is required'],
      ['Phone Number', 'Phone number is required'],
      ['Industry', 'Please choose your industry'],
      ['Province', 'Please choose your province'],
      ['Years in a Board Role', 'Years in a board role is required'],
      ['Membership Tier', 'Please choose a membership tier'],
      ['Why would you like to join?', 'Please tell us briefly why you would like to join'],
    ],
    invalidEmail: 'Please enter a valid email address',
    choice: ['Membership Tier', 'Please choose a membership tier'],
    consent: 'You must agree to be contacted regarding your application',
    fill: async (user, name) => {
      await user.type(field('Full Name'), name);
      await user.type(field('Email Address'), 'sekar@kinara-tech.example');
      await user.type(field('Company'), 'PT Kinara Teknologi Nusantara');
      await user.type(field('Position/Title'), 'President Director');
      await user.type(field('Phone Number'), '+62 21 5550 0101');
      await user.selectOptions(field('Industry'), 'Technology');
      await user.selectOptions(field('Province'), 'DKI Jakarta');
      await user.type(field('Years in a Board Role'), '8');
      await user.selectOptions(field('Membership Tier'), 'full');
      await user.type(field('Why would you like to join?'), 'To learn from my peers.');
      await user.click(screen.getByRole('checkbox'));
    },
    successTitle: 'Application Received!',
    promise: /received your application for the Full Member tier/,
    again: 'Start a New Application',
    home: 'Back to Home',
  },
  {
    name: 'membership (Indonesian edition)',
    Form: IndonesianMembershipForm,
    draftKey: 'membership-form',
    submit: 'Kirim Permohonan',
    submitting: 'Mengirim...',
    summaryTitle: 'Terdapat masalah',
    errorPrefix: 'Kesalahan',
    required: [
      ['Nama Lengkap', 'Nama lengkap diperlukan'],
      ['Alamat Email', 'Email diperlukan'],
      ['Nama Perusahaan', 'Nama perusahaan diperlukan'],
      ['Jabatan', 'Jabatan diperlukan'],
      ['Nomor Telepon', 'Nomor telepon diperlukan'],
      ['Bidang Industri', 'Pilih bidang industri Anda'],
      ['Provinsi', 'Pilih provinsi Anda'],
      [
        'Lama Menjabat sebagai Direktur atau Komisaris (tahun)',
        'Lama menjabat sebagai direktur atau komisaris wajib diisi',
      ],
      ['Tingkat Keanggotaan', 'Pilih tingkat keanggotaan'],
      ['Mengapa Anda ingin bergabung?', 'Ceritakan secara singkat alasan Anda ingin bergabung'],
    ],
    invalidEmail: 'Format email tidak valid',
    choice: ['Bidang Industri', 'Pilih bidang industri Anda'],
    consent: 'Persetujuan diperlukan',
    fill: async (user, name) => {
      await user.type(field('Nama Lengkap'), name);
      await user.type(field('Alamat Email'), 'sekar@kinara-tech.example');
      await user.type(field('Nama Perusahaan'), 'PT Kinara Teknologi Nusantara');
      await user.type(field('Jabatan'), 'Direktur Utama');
      await user.type(field('Nomor Telepon'), '+62 21 5550 0101');
      await user.selectOptions(field('Bidang Industri'), 'Teknologi');
      await user.selectOptions(field('Provinsi'), 'Bali');
      await user.type(field('Lama Menjabat sebagai Direktur atau Komisaris (tahun)'), '12');
      await user.selectOptions(field('Tingkat Keanggotaan'), 'patron');
      await user.type(field('Mengapa Anda ingin bergabung?'), 'Untuk belajar dari rekan sejawat.');
      await user.click(screen.getByRole('checkbox'));
    },
    successTitle: 'Permohonan Diterima!',
    promise: /untuk menjadi Anggota Utama telah kami terima/,
    again: 'Ajukan Permohonan Lain',
    home: 'Kembali ke Beranda',
    homeHref: '/id',
  },
];

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe.each(CASES)('the $name form', (c) => {
  const setup = () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<c.Form />);
    return user;
  };
  const messages = [...c.required.map(([, m]) => m), ...(c.consent ? [c.consent] : [])];

  describe('when submitted empty', () => {
    it('lists every message of the spec, in form order, in a focused summary and inline', async () => {
      const user = setup();
      await user.click(screen.getByRole('button', { name: c.submit }));
      const alert = await screen.findByRole('alert');
      const summary = within(alert);
      expect(summary.getByRole('heading', { name: c.summaryTitle })).toBeInTheDocument();
      expect(summary.getAllByRole('link').map((l) => l.textContent)).toEqual(messages);
      expect(alert.parentElement).toHaveFocus();
      for (const [label, message] of c.required) {
        const control = field(label);
        expect(control).toHaveAttribute('aria-invalid', 'true');
        expect(control).toHaveAccessibleDescription(
          expect.stringContaining(`${c.errorPrefix}: ${message}`),
        );
        expect(summary.getByRole('link', { name: message })).toHaveAttribute(
          'href',
          `#${control.id}`,
        );
      }
      if (c.consent) {
        expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
          `${c.errorPrefix}: ${c.consent}`,
        );
      }
      jest.useRealTimers(); // axe schedules its own timers
      expect(await axe(document.body)).toHaveNoViolations();
    });

    it('moves focus to a field from its link in the summary', async () => {
      const user = setup();
      await user.click(screen.getByRole('button', { name: c.submit }));
      const [label, message] = c.required[2]!;
      await user.click(
        within(await screen.findByRole('alert')).getByRole('link', { name: message }),
      );
      expect(field(label)).toHaveFocus();
    });
  });

  it(`says '${c.invalidEmail}' for a malformed e-mail, and keeps what was typed`, async () => {
    const user = setup();
    const email = field(c.required[1]![0]);
    await user.type(email, 'name@example');
    await user.click(screen.getByRole('button', { name: c.submit }));
    await screen.findByRole('alert');
    expect(email).toHaveAccessibleDescription(`${c.errorPrefix}: ${c.invalidEmail}`);
    expect(email).toHaveValue('name@example');
  });

  it("clears a field's error as soon as it is edited, and only that one", async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: c.submit }));
    const alert = await screen.findByRole('alert');
    const [[firstLabel, firstMessage], [, secondMessage]] = c.required as [
      readonly [string, string],
      readonly [string, string],
    ];
    await user.type(field(firstLabel), 'S');
    expect(field(firstLabel)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(firstMessage)).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: secondMessage })).toBeInTheDocument();
    expect(field(c.required[1]![0])).toHaveAttribute('aria-invalid', 'true');
    // A choice and the consent box clear their errors too.
    if (c.choice) {
      const [choiceLabel, choiceMessage] = c.choice;
      const second = within(field(choiceLabel)).getAllByRole('option')[1]!;
      await user.selectOptions(field(choiceLabel), second);
      expect(screen.queryByText(choiceMessage)).not.toBeInTheDocument();
      await user.click(screen.getByRole('checkbox'));
      expect(screen.queryByText(c.consent!)).not.toBeInTheDocument();
    }
  });

  describe('when submitted valid', () => {
    it(`shows '${c.submitting}' for 1.5 seconds, once, then the success screen`, async () => {
      const user = setup();
      await c.fill(user, 'Sekar Ayuningtyas');
      const status = formStatus();
      expect(status).toBeEmptyDOMElement();
      await user.click(screen.getByRole('button', { name: c.submit }));
      const busy = screen.getByRole('button', { name: c.submitting });
      expect(busy).toBeDisabled();
      await user.click(busy);
      await user.type(field(c.required[0]![0]), '{Enter}');
      expect(screen.getAllByRole('button', { name: c.submitting })).toHaveLength(1);
      // Announced politely while it waits, focus staying where it was.
      await act(async () => {});
      expect(status).toHaveTextContent(c.submitting);
      expect(field(c.required[0]![0])).toHaveFocus();
      await act(async () => {
        jest.advanceTimersByTime(1499);
      });
      expect(screen.queryByText(c.successTitle)).not.toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      const heading = await screen.findByRole('heading', { name: c.successTitle });
      expect(heading).toHaveFocus();
      expect(screen.getByText(c.promise)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: c.home })).toHaveAttribute('href', c.homeHref ?? '/');
      expect(window.sessionStorage.getItem(c.draftKey)).toBeNull();
      jest.useRealTimers();
      expect(await axe(document.body)).toHaveNoViolations();
    });

    it('shows hostile text as text on the success screen', async () => {
      const user = setup();
      const hostile = '<img src=x onerror=alert(1)><script>alert(1)</script> 🦄 مرحبا';
      await c.fill(user, hostile);
      await user.click(screen.getByRole('button', { name: c.submit }));
      // Async: validation settles in promises before the simulated wait starts.
      await act(() => jest.advanceTimersByTimeAsync(1500));
      await screen.findByRole('heading', { name: c.successTitle });
      expect(screen.getAllByText(hostile, { exact: false }).length).toBeGreaterThan(0);
      expect(document.querySelector('section img, section script')).toBeNull();
    });

    it(`offers '${c.again}': an empty form, focused on its first field`, async () => {
      const user = setup();
      await c.fill(user, 'Sekar Ayuningtyas');
      await user.click(screen.getByRole('button', { name: c.submit }));
      // Async: validation settles in promises before the simulated wait starts.
      await act(() => jest.advanceTimersByTimeAsync(1500));
      await user.click(await screen.findByRole('button', { name: c.again }));
      expect(field(c.required[0]![0])).toHaveValue('');
      expect(field(c.required[0]![0])).toHaveFocus();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('its draft', () => {
    it('is kept in sessionStorage as the visitor types', async () => {
      const user = setup();
      await user.type(field(c.required[0]![0]), 'Made');
      expect(JSON.parse(window.sessionStorage.getItem(c.draftKey)!)).toMatchObject({
        fullName: 'Made',
      });
    });

    it('is put back when the page is opened again', async () => {
      window.sessionStorage.setItem(
        c.draftKey,
        JSON.stringify({ fullName: 'Made Wiradana', email: 'made@example.com' }),
      );
      setup();
      expect(await screen.findByDisplayValue('Made Wiradana')).toBe(field(c.required[0]![0]));
      expect(field(c.required[1]![0])).toHaveValue('made@example.com');
    });
  });
});

describe("each form's error summary", () => {
  it.each([
    ['contact', EnglishContactForm, contactSchema],
    ['partnership', Partnership, partnershipSchema],
    ['sponsorship', Sponsorship, sponsorshipSchema],
    [
      'membership',
      EnglishMembershipForm,
      createMembershipSchema({ language: 'en', provinces: BOARD_PROVINCES }),
    ],
  ] as [string, ComponentType, { shape: Record<string, unknown> }][])(
    'follows the %s form’s own order, read from its schema, every field included',
    (_, Form, schema) => {
      const { container } = render(<Form />);
      const controls = [...container.querySelectorAll('form input, form select, form textarea')];
      expect([...new Set(controls.map((control) => control.id))]).toEqual(fieldOrder(schema.shape));
    },
  );
});

describe('the partnership form’s package', () => {
  // jsdom does not lay out, so it has no scrollIntoView; a package card's button calls it.
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= jest.fn();
  });

  /** Fills in the rest of the form, sends it and waits for the success screen. */
  const sendApplication = async (user: User) => {
    await fillIndonesianApplicant(user, 'Ratna Dewi');
    await user.selectOptions(field('Jenis Kolaborasi'), 'research');
    await user.type(field('Target & Objektif'), 'Survei kepemimpinan');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
    await act(() => jest.advanceTimersByTimeAsync(1500));
    await screen.findByRole('heading', { name: 'Pengajuan Terkirim!' });
  };

  it('is an optional choice that a package card’s button fills in, focused, and that is sent', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <>
        <a href="#partnership-form" data-partnership-package="gold">
          Ajukan Paket Gold
        </a>
        <Partnership />
      </>,
    );
    const select = field('Paket Kemitraan');
    expect(select).toHaveValue('');
    expect(select).not.toBeRequired();
    await user.click(screen.getByRole('link', { name: 'Ajukan Paket Gold' }));
    expect(select).toHaveValue('gold');
    expect(select).toHaveFocus();

    await sendApplication(user);
    expect(screen.getByText('Paket Kemitraan').nextElementSibling).toHaveTextContent('Gold');
  });

  it('is left out of the summary when none was chosen', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Partnership />);
    await sendApplication(user);
    expect(screen.queryByText('Paket Kemitraan')).not.toBeInTheDocument();
  });
});
