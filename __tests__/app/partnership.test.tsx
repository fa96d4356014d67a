import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PartnershipPage, { metadata } from '@/app/(site)/partnership-opportunities/page';
import { getPartnershipPage } from '@/data/partnership';
import { axe } from '../support/axe';

const content = getPartnershipPage();

describe('the Partnership Opportunities page', () => {
  it('shows the sections of the spec in order, ending with the application form', () => {
    render(<PartnershipPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Partnership Benefits',
      'Collaboration Types',
      'Partnership Packages',
      'Deliverables',
      'Four Steps to Partnership',
      'What Our Partners Say',
      'Frequently Asked Questions',
      'Formulir Pengajuan Kemitraan',
    ]);
  });

  it('offers Platinum, Gold and Silver with 10, 6 and 4 VIP invites, each leading to the form', () => {
    render(<PartnershipPage />);
    const packages = within(screen.getByRole('region', { name: 'Partnership Packages' }));
    for (const [name, invites] of [
      ['Platinum', 10],
      ['Gold', 6],
      ['Silver', 4],
    ] as const) {
      const card = packages.getByRole('heading', { name }).closest('li')!;
      expect(card).toHaveTextContent(`${invites} VIP invites`);
      expect(within(card).getByRole('link', { name: `Apply for ${name}` })).toHaveAttribute(
        'href',
        '#partnership-form',
      );
    }
  });

  it('lists four steps and quotes its partners', () => {
    render(<PartnershipPage />);
    const steps = screen.getByRole('region', { name: 'Four Steps to Partnership' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    const quotes = screen.getByRole('region', { name: 'What Our Partners Say' });
    for (const t of content.testimonials) expect(quotes).toHaveTextContent(t.name);
  });

  it('answers its questions in the accordion, one at a time', async () => {
    const user = userEvent.setup();
    render(<PartnershipPage />);
    const faq = within(screen.getByRole('region', { name: 'Frequently Asked Questions' }));
    const [first, second] = content.faqs;
    await user.click(faq.getByRole('button', { name: first!.question }));
    expect(faq.getByText(first!.answer)).toBeVisible();
    await user.click(faq.getByRole('button', { name: second!.question }));
    expect(faq.getByText(first!.answer)).not.toBeVisible();
  });

  it('marks the form as Indonesian, with readable collaboration types', () => {
    render(<PartnershipPage />);
    const form = screen.getByRole('form', { name: 'Formulir Pengajuan Kemitraan' });
    expect(form.closest('[lang]')).toHaveAttribute('lang', 'id');
    expect(
      within(within(form).getByLabelText(/^Jenis Kolaborasi/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Pilih salah satu',
      'Co-host Acara',
      'Thought Leadership',
      'Riset & Kajian',
      'Program CSR',
      'Kemitraan Media',
      'Pengembangan Talenta',
      'Lainnya',
    ]);
  });

  it('has one h1, its own metadata and no axe violations', async () => {
    const { container } = render(<PartnershipPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(metadata.alternates?.canonical).toBe('/partnership-opportunities');
    expect(await axe(container)).toHaveNoViolations();
  });
});
