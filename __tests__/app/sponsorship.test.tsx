import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SponsorshipPage, { metadata } from '@/app/(site)/sponsorship/page';
import { axe } from '../support/axe';

const packageSelect = () => screen.getByLabelText(/^Paket Sponsorship/);

// jsdom does not lay out, so it has no scrollIntoView.
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => window.sessionStorage.clear());

describe('the Sponsorship page', () => {
  it('shows the sections of the spec in order, ending with the application form', () => {
    render(<SponsorshipPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Sponsorship Benefits',
      'Sponsorship Packages',
      'Deliverables',
      'Events to Sponsor',
      'How to Become a Sponsor',
      'Formulir Pengajuan Sponsorship',
    ]);
  });

  it('offers Platinum, Gold and Silver with 10, 6 and 3 VIP invites', () => {
    render(<SponsorshipPage />);
    const packages = within(screen.getByRole('region', { name: 'Sponsorship Packages' }));
    for (const [name, invites] of [
      ['Platinum', 10],
      ['Gold', 6],
      ['Silver', 3],
    ] as const) {
      expect(packages.getByRole('heading', { name }).closest('li')).toHaveTextContent(
        `${invites} VIP invites`,
      );
    }
  });

  it('lists the five events a sponsor can target', () => {
    render(<SponsorshipPage />);
    const events = within(screen.getByRole('region', { name: 'Events to Sponsor' }));
    expect(events.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'CEO Roundtable',
      'Conference',
      'Annual Summit',
      'Gala Dinner',
      'CSR Programme',
    ]);
  });

  describe("when a package's call to action is chosen", () => {
    it('picks that package in the form, clears its error and moves focus there', async () => {
      const user = userEvent.setup();
      render(<SponsorshipPage />);
      await user.click(screen.getByRole('button', { name: 'Kirim Pengajuan' }));
      expect(await screen.findByText('Pilih paket sponsorship', { selector: 'a' })).toBeVisible();
      const gold = screen.getByRole('link', { name: 'Choose Gold' });
      expect(gold).toHaveAttribute('href', '#sponsorship-form');
      await user.click(gold);
      expect(packageSelect()).toHaveValue('gold');
      expect(packageSelect()).toHaveFocus();
      expect(scrollIntoView.mock.contexts.at(-1)).toBe(packageSelect());
      expect(packageSelect()).not.toHaveAttribute('aria-invalid');
      await user.click(screen.getByRole('link', { name: 'Choose Platinum' }));
      expect(packageSelect()).toHaveValue('platinum');
    });
  });

  it('marks the form as Indonesian and has no axe violations', async () => {
    const { container } = render(<SponsorshipPage />);
    const form = screen.getByRole('form', { name: 'Formulir Pengajuan Sponsorship' });
    expect(form.closest('[lang]')).toHaveAttribute('lang', 'id');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(metadata.alternates?.canonical).toBe('/sponsorship');
    expect(await axe(container)).toHaveNoViolations();
  });
});
