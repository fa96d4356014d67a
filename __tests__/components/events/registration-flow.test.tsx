import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegistrationFlow } from '@/components/events/registration-flow';
import type { RegistrationAvailability } from '@/lib/events';
import { fieldOrder } from '@/lib/forms/fields';
import { createRegistrationSchema } from '@/lib/forms/registration-schema';
import { registrationFlowWords } from '@/components/pages/register-page';
import { getFormContact } from '@/data/site';
import { axe } from '../../support/axe';
import { formStatus } from '../../support/form-status';

const event = {
  title: 'Nusantara CEO Summit 2027',
  dateLabel: 'Thursday, 15 April 2027',
  time: '07:30 – 18:00 WIB',
  venue: 'Grand Cakrawala Convention Hall',
  address: 'Jl. Jenderal Gatot Subroto Kav. 52, Jakarta Selatan 12950',
};

function renderFlow({
  availability = 'open',
  maxTickets = 5,
  locale = 'en',
}: { availability?: RegistrationAvailability; maxTickets?: number; locale?: 'en' | 'id' } = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <RegistrationFlow
      slug="summit"
      availability={availability}
      maxTickets={maxTickets}
      event={event}
      aside={<aside aria-label="Summary">Summary</aside>}
      locale={locale}
      contact={getFormContact()}
      {...registrationFlowWords(locale)}
    />,
  );
  return { user };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, name = 'Sekar Ayuningtyas') {
  await user.type(field('Full Name'), name);
  await user.type(field('Email Address'), 'sekar@kinara-tech.example');
  await user.type(field('Company'), 'PT Kinara');
  await user.type(field('Position/Title'), 'CEO');
  await user.type(field('Phone Number'), '+62 812 0000 0000');
  await user.selectOptions(field('Number of Tickets'), '2');
  await user.click(screen.getByRole('checkbox'));
}

// A required field's label ends with an asterisk (aria-hidden, so not part of its accessible name).
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[/]/g, '\\/')}\\*?$`));

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('the registration form', () => {
  describe("the error summary's order", () => {
    const controls = () =>
      [
        ...screen
          .getByRole('button', { name: 'Complete Registration' })
          .closest('form')!
          .querySelectorAll('input, select, textarea'),
      ].map((control) => control.id);

    it('is the form’s own order, read from the schema: every field, the optional ones included', () => {
      renderFlow();
      expect(controls()).toEqual(fieldOrder(createRegistrationSchema({ maxTickets: 5 }).shape));
    });

    it('lists every field with an error, referral code and notes included, in that order', async () => {
      const { user } = renderFlow();
      // maxLength stops typing past the limits; a value set directly (a restored draft, another
      // input method) is what the schema's limits catch.
      fireEvent.change(field('Referral Code'), { target: { value: 'R'.repeat(41) } });
      fireEvent.change(field('Additional Notes'), { target: { value: 'N'.repeat(1001) } });
      await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

      const summary = within(await screen.findByRole('alert'));
      const order = controls().filter((id) => id !== 'tickets');
      expect(summary.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
        order.map((id) => `#${id}`),
      );
      expect(
        summary.getByRole('link', { name: 'Referral code must be 40 characters or fewer' }),
      ).toBeInTheDocument();
      expect(
        summary.getByRole('link', { name: 'Notes must be 1000 characters or fewer' }),
      ).toBeInTheDocument();
    });
  });

  describe('when submitted empty', () => {
    it("shows each of the spec's messages in the summary and under its field", async () => {
      const { user } = renderFlow();
      await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
      const messages = [
        ['Full Name', 'Full name is required'],
        ['Email Address', 'Email is required'],
        ['Company', 'Company is required'],
        ['Position/Title', 'Position/Title is required'],
        ['Phone Number', 'Phone number is required'],
      ] as const;
      const summary = within(await screen.findByRole('alert'));
      expect(summary.getAllByRole('link').map((l) => l.textContent)).toEqual([
        ...messages.map(([, m]) => m),
        'You must agree to be contacted regarding this event',
      ]);
      for (const [label, message] of messages) {
        const control = field(label);
        expect(control).toHaveAttribute('aria-invalid', 'true');
        expect(control).toHaveAccessibleDescription(`Error: ${message}`);
        expect(summary.getByRole('link', { name: message })).toHaveAttribute(
          'href',
          `#${control.id}`,
        );
      }
      expect(screen.getByText('There is a problem').closest('[tabindex="-1"]')).toHaveFocus();
      jest.useRealTimers(); // axe schedules its own timers
      expect(await axe(document.body)).toHaveNoViolations();
    });
  });

  it("says 'Please enter a valid email address' for a malformed e-mail", async () => {
    const { user } = renderFlow();
    await user.type(field('Email Address'), 'name@example');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await screen.findByRole('alert');
    expect(field('Email Address')).toHaveAccessibleDescription(
      'Error: Please enter a valid email address',
    );
  });

  it("clears a field's error as soon as it is edited, and only that one", async () => {
    const { user } = renderFlow();
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await screen.findByRole('alert');
    await user.type(field('Company'), 'P');
    expect(field('Company')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Company is required')).not.toBeInTheDocument();
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('checkbox'));
    expect(
      screen.queryByText('You must agree to be contacted regarding this event'),
    ).not.toBeInTheDocument();
  });

  it('offers 1 to 5 tickets, never more than the places left', () => {
    renderFlow({ maxTickets: 3 });
    expect(
      within(field('Number of Tickets'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 ticket', '2 tickets', '3 tickets']);
  });

  describe('when submitted valid', () => {
    it('processes for 2 seconds with the button disabled, then shows the confirmation', async () => {
      const { user } = renderFlow();
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
      const processing = await screen.findByRole('button', { name: 'Processing Registration...' });
      expect(processing).toBeDisabled();
      // Announced politely while it waits (a disabled button's new label is not read out).
      await act(async () => {});
      expect(formStatus()).toHaveTextContent('Processing Registration...');
      // A second click on the disabled button does nothing.
      await user.click(processing);
      expect(screen.getAllByRole('button', { name: 'Processing Registration...' })).toHaveLength(1);
      await act(async () => {
        jest.advanceTimersByTime(1999);
      });
      expect(screen.queryByText('Registration Successful!')).not.toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(
        screen.getByRole('heading', { level: 1, name: 'Registration Successful!' }),
      ).toHaveFocus();
      expect(screen.getByText('2 ticket(s) for Sekar Ayuningtyas')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Event Badge' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute(
        'href',
        '/events',
      );
      expect(screen.getByRole('button', { name: 'Print Confirmation' })).toBeInTheDocument();
      expect(window.sessionStorage.getItem('event-registration:summit')).toBeNull();
      jest.useRealTimers(); // axe schedules its own timers
      expect(await axe(document.body)).toHaveNoViolations();
    });
  });

  it('keeps a draft of what was typed in sessionStorage', async () => {
    const { user } = renderFlow();
    await user.type(field('Full Name'), 'Made');
    expect(JSON.parse(window.sessionStorage.getItem('event-registration:summit')!)).toMatchObject({
      fullName: 'Made',
    });
  });

  it.each([
    ['full', 'Event Full - Registration Closed'],
    ['closed', 'Registration Closed'],
  ] as const)('cannot be submitted when registration is %s', (availability, label) => {
    renderFlow({ availability, maxTickets: 0 });
    expect(screen.getByRole('button', { name: label })).toBeDisabled();
  });

  it.each([
    ['full', 'This event is full, so registration is closed.'],
    ['closed', 'This event has already taken place, so registration is closed.'],
  ] as const)(
    'when registration is %s, no field can be filled in, and the notice names them',
    async (availability, notice) => {
      renderFlow({ availability, maxTickets: 0 });
      const form = screen.getByRole('form', { name: 'Event Registration' });
      expect(within(form).getByText(notice)).toBeInTheDocument();
      const controls = form.querySelectorAll('input, select, textarea');
      expect(controls.length).toBeGreaterThan(0);
      for (const control of controls) expect(control).toBeDisabled();
      // The greyed-out fields are named by the notice, so whoever meets them hears why.
      expect(within(form).getByRole('group', { name: notice })).toBeInTheDocument();
      jest.useRealTimers(); // axe schedules its own timers
      expect(await axe(document.body)).toHaveNoViolations();
    },
  );

  it('leaves every field enabled while registration is open', () => {
    renderFlow();
    const form = screen.getByRole('form', { name: 'Event Registration' });
    for (const control of form.querySelectorAll('input, select, textarea'))
      expect(control).toBeEnabled();
  });
});

describe('the Indonesian edition', () => {
  it('labels the form and words every message in Indonesian', async () => {
    jest.useFakeTimers();
    const { user } = renderFlow({ locale: 'id', maxTickets: 2 });
    expect(screen.getByRole('heading', { level: 1, name: 'Pendaftaran Acara' })).toBeVisible();
    expect(screen.getByRole('option', { name: '2 tiket' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Selesaikan Pendaftaran' }));
    const summary = within(await screen.findByRole('alert'));
    expect(summary.getByRole('heading', { name: 'Terdapat masalah' })).toBeInTheDocument();
    expect(summary.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Nama lengkap diperlukan',
      'Email diperlukan',
      'Perusahaan diperlukan',
      'Jabatan diperlukan',
      'Nomor telepon diperlukan',
      'Anda harus setuju untuk dihubungi terkait acara ini',
    ]);
    jest.useRealTimers();
  });
});
