import { render, screen, within } from '@testing-library/react';
import ContactPage, { metadata } from '@/app/(site)/contact/page';
import { SITE } from '@/data/site';
import { axe } from '../support/axe';

describe('the Contact Us page', () => {
  it('shows the address, phone (tel:), e-mail (mailto:) and office hours from data/site.ts', () => {
    render(<ContactPage />);
    const cards = within(screen.getByRole('region', { name: 'How to reach us' }));
    expect(cards.getByRole('heading', { name: 'Address' }).parentElement).toHaveTextContent(
      SITE.contact.addressLines.join(''),
    );
    expect(cards.getByRole('link', { name: SITE.contact.phone.display })).toHaveAttribute(
      'href',
      SITE.contact.phone.href,
    );
    expect(cards.getByRole('link', { name: SITE.contact.email })).toHaveAttribute(
      'href',
      `mailto:${SITE.contact.email}`,
    );
    expect(cards.getByText(SITE.contact.officeHours)).toBeInTheDocument();
  });

  it('gives the bank details for transfers, with a button to copy the account number', () => {
    render(<ContactPage />);
    const bank = within(screen.getByRole('region', { name: 'Bank Transfer' }));
    expect(bank.getByText(new RegExp(SITE.bank.bankName))).toBeInTheDocument();
    expect(bank.getByText(SITE.bank.accountName)).toBeInTheDocument();
    expect(bank.getByText(SITE.bank.accountNumber)).toBeInTheDocument();
    expect(bank.getByRole('button', { name: 'Copy account number' })).toBeInTheDocument();
  });

  it('shows where we are without embedding a map service', () => {
    const { container } = render(<ContactPage />);
    const findUs = screen.getByRole('region', { name: 'Find us' });
    expect(findUs).toHaveTextContent(SITE.contact.addressLines[0]);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('has the message form, one h1, its own metadata and no axe violations', async () => {
    const { container } = render(<ContactPage />);
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Contact Us',
    ]);
    expect(metadata.title).toBe('Contact Us');
    expect(metadata.alternates?.canonical).toBe('/contact');
    expect(await axe(container)).toHaveNoViolations();
  });
});
