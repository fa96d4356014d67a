import { render, screen, within } from '@testing-library/react';
import CsrDonationPage, { metadata } from '@/app/(site)/csr-donation/page';
import { getCsrPage, getCsrPrograms } from '@/data/csr';
import { SITE } from '@/data/site';
import { axe } from '../support/axe';

describe('the CSR & Donation page', () => {
  it('presents the five programmes, each with what it funds and its own donate button', () => {
    render(<CsrDonationPage />);
    const region = within(screen.getByRole('region', { name: 'Our CSR Programs' }));
    expect(region.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Education & Scholarship',
      'Health',
      'SME',
      'Environment',
      'Social & Humanitarian',
    ]);
    for (const program of getCsrPrograms()) {
      for (const highlight of program.highlights) {
        expect(region.getByText(highlight)).toBeInTheDocument();
      }
      expect(
        region.getByRole('link', { name: `Donate to ${program.title} (opens in a new tab)` }),
      ).toHaveAttribute('href', SITE.donationUrl);
    }
  });

  it('shows the impact figures exactly: 2000+, 50+ and 100+', () => {
    render(<CsrDonationPage />);
    const impact = screen.getByRole('region', { name: 'Our Impact' });
    expect(
      within(impact)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2000+Scholarship recipients', '50+Villages reached', '100+Social actions']);
  });

  it('explains how donating works, in order, and how funds are reported', () => {
    render(<CsrDonationPage />);
    const { steps, transparency } = getCsrPage();
    const how = within(screen.getByRole('region', { name: 'How Donating Works' }));
    expect(how.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      steps.map((step) => step.title),
    );
    expect(how.getByRole('list').tagName).toBe('OL');
    const notes = within(screen.getByRole('region', { name: 'Transparency' }));
    for (const note of transparency) expect(notes.getByText(note.text)).toBeInTheDocument();
  });

  it('opens every donate button on the donation platform in a new tab, safely, and says so', () => {
    render(<CsrDonationPage />);
    const links = screen.getAllByRole('link', { name: /^Donate/ });
    expect(links).toHaveLength(getCsrPrograms().length + 2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', SITE.donationUrl);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });

  it('has one h1, a breadcrumb, its own metadata and no axe violations', async () => {
    const { container } = render(<CsrDonationPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'CSR & Donation']);
    expect(metadata.title).toBe('CSR & Donation');
    expect(metadata.alternates?.canonical).toBe('/csr-donation');
    expect(await axe(container)).toHaveNoViolations();
  });
});
