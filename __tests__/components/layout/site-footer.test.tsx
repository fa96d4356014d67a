import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/layout/site-footer';

const linksOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the footer', () => {
  it("keeps the spec's Quick Links and adds a column for membership, partnership, sponsorship and news", () => {
    render(<SiteFooter locale="en" />);
    expect(linksOf(screen.getByRole('navigation', { name: 'Quick Links' }))).toEqual([
      ['CSR & Donation', '/csr-donation'],
      ['Crowdfunding', '/crowdfunding'],
      ['Articles', '/articles'],
      ['Gallery', '/gallery'],
    ]);
    expect(linksOf(screen.getByRole('navigation', { name: 'The Network' }))).toEqual([
      ['Membership', '/membership'],
      ['Partnership', '/partnership-opportunities'],
      ['Sponsorship', '/sponsorship'],
      ['News', '/news'],
    ]);
  });

  it('says the same in Indonesian, within the edition', () => {
    render(<SiteFooter locale="id" />);
    expect(linksOf(screen.getByRole('navigation', { name: 'Organisasi' }))).toEqual([
      ['Keanggotaan', '/id/membership'],
      ['Kemitraan', '/id/partnership-opportunities'],
      ['Sponsorship', '/id/sponsorship'],
      ['Berita', '/id/news'],
    ]);
  });
});
