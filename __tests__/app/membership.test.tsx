import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MembershipPage, { metadata } from '@/app/(site)/membership/page';
import IndonesianMembershipPage, { metadata as indonesianMetadata } from '@/app/id/membership/page';
import { getMembershipPage } from '@/data/membership';
import { SITE } from '@/data/site';
import { formatIdr } from '@/lib/currency';
import { axe } from '../support/axe';

const content = getMembershipPage();

/** toHaveTextContent reads the no-break space in 'Rp 15.000.000' as a plain space. */
const plain = (text: string) => text.replace(/\s/g, ' ');

// jsdom does not lay out, so it has no scrollIntoView; choosing a tier calls it on the select.
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

const jsonLd = (container: HTMLElement) =>
  [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );

describe('the Membership page', () => {
  it('says who may join, what members get, the tiers, the steps, the FAQ, then the application', () => {
    render(<MembershipPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Membership' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Who May Join',
      'What Members Get',
      'Membership Tiers',
      'From Application to Welcome',
      'Frequently Asked Questions',
      'Membership Application',
    ]);
  });

  it('writes out the criteria: directors and commissioners, two years on a board', () => {
    render(<MembershipPage />);
    const eligibility = screen.getByRole('region', { name: 'Who May Join' });
    expect(within(eligibility).getAllByRole('listitem')).toHaveLength(
      content.eligibility.criteria.length,
    );
    expect(eligibility).toHaveTextContent(/director .* or a commissioner/);
    expect(eligibility).toHaveTextContent('at least 2 years');
  });

  it("keeps the spec's promises: the full directory, priority and discounts at events", () => {
    render(<MembershipPage />);
    const benefits = screen.getByRole('region', { name: 'What Members Get' });
    expect(benefits).toHaveTextContent('The full CEO Directory');
    expect(benefits).toHaveTextContent('200+ member profiles');
    expect(benefits).toHaveTextContent('Priority and discounts at events');
  });

  it('gives each tier its yearly fee in rupiah and a call to apply that jumps to the form', () => {
    render(<MembershipPage />);
    const tiers = within(screen.getByRole('region', { name: 'Membership Tiers' }));
    expect(content.tiers.map((tier) => tier.name)).toEqual([
      'Associate Member',
      'Full Member',
      'Patron Member',
    ]);
    for (const tier of content.tiers) {
      const card = tiers.getByRole('heading', { name: tier.name }).closest('li')!;
      expect(card).toHaveTextContent(plain(`${formatIdr(tier.annualFee)} a year`));
      expect(card).toHaveTextContent(`${tier.eventDiscount}% off event fees`);
      const apply = within(card).getByRole('link', { name: `Apply as ${tier.name}` });
      expect(apply).toHaveAttribute('href', '#apply');
      expect(apply).toHaveAttribute('data-membership-tier', tier.id);
    }
    expect(formatIdr(content.tiers[1]!.annualFee)).toBe('Rp\u00a015.000.000');
  });

  it('walks from application to welcome, with when each step happens', () => {
    render(<MembershipPage />);
    const steps = screen.getByRole('region', { name: 'From Application to Welcome' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(content.steps.length);
    expect(steps).toHaveTextContent('Within 2 working days');
    expect(steps).toHaveTextContent('Within 14 working days');
  });

  it('answers its questions in the accordion', async () => {
    const user = userEvent.setup();
    render(<MembershipPage />);
    const faq = within(screen.getByRole('region', { name: 'Frequently Asked Questions' }));
    const [first] = content.faqs;
    await user.click(faq.getByRole('button', { name: first!.question }));
    expect(faq.getByText(first!.answer)).toBeVisible();
  });

  it('picks a tier in the form from its card', async () => {
    const user = userEvent.setup();
    render(<MembershipPage />);
    // Hydration effects (the listener on the document) run after the first render.
    await act(async () => {});
    await user.click(screen.getByRole('link', { name: 'Apply as Patron Member' }));
    const select = screen.getByRole('combobox', { name: /Membership Tier/ });
    expect(select).toHaveValue('patron');
    expect(select).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
  });

  it('offers the spec’s industries and the directory’s provinces, each with a way out', () => {
    render(<MembershipPage />);
    const options = (name: RegExp) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options(/^Industry/)).toEqual(
      expect.arrayContaining(['Choose one', 'Technology', 'Fashion & Apparel', 'Another industry']),
    );
    expect(options(/^Industry/)).not.toContain('All Industries');
    expect(options(/^Province/)).toEqual([
      'Choose one',
      'DKI Jakarta',
      'Jawa Barat',
      'Jawa Tengah',
      'Jawa Timur',
      'Sumatera Utara',
      'Sumatera Selatan',
      'Bali',
      'Yogyakarta',
      'Kalimantan Timur',
      'Another province',
    ]);
    expect(options(/^Membership Tier/)).toEqual([
      'Choose one',
      'Associate Member · Rp\u00a05.000.000 a year',
      'Full Member · Rp\u00a015.000.000 a year',
      'Patron Member · Rp\u00a040.000.000 a year',
    ]);
  });

  it('suggests referring members from the directory, loaded only when the field is used', async () => {
    render(<MembershipPage />);
    const referrer = screen.getByRole('combobox', { name: 'Referring Member' });
    const list = document.getElementById(referrer.getAttribute('list')!)!;
    expect(list.tagName).toBe('DATALIST');
    expect(list.children).toHaveLength(0);
  });

  it('has its metadata, share image and structured data, and no axe violations', async () => {
    const { container } = render(<MembershipPage />);
    expect(metadata.title).toBe('Membership');
    expect(metadata.description).toContain(SITE.name);
    expect(metadata.alternates?.canonical).toBe('/membership');
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({ url: '/og/membership.png', width: 1200, height: 630 }),
    ]);
    const [page] = jsonLd(container);
    expect(page).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      inLanguage: 'en',
      url: `${SITE.url}/membership`,
      breadcrumb: {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { position: 1, name: 'Home', item: `${SITE.url}/` },
          { position: 2, name: 'Membership', item: `${SITE.url}/membership` },
        ],
      },
      mainEntity: { '@type': 'OfferCatalog', name: 'Membership Tiers' },
    });
    expect(page.mainEntity.itemListElement).toEqual(
      content.tiers.map((tier) =>
        expect.objectContaining({
          '@type': 'Offer',
          name: tier.name,
          price: tier.annualFee,
          priceCurrency: 'IDR',
          seller: { '@id': `${SITE.url}/#organization` },
        }),
      ),
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('the Indonesian Membership page', () => {
  it('is Indonesian throughout, fees formatted the same, with its own address', () => {
    const { container } = render(<IndonesianMembershipPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Keanggotaan' })).toBeInTheDocument();
    for (const text of ['Siapa yang Dapat Bergabung', 'Anggota Penuh', 'Kirim Permohonan']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(container).toHaveTextContent('Rp 15.000.000 per tahun');
    expect(container).not.toHaveTextContent('a year');
    expect(indonesianMetadata.alternates?.canonical).toBe('/id/membership');
    expect(jsonLd(container)[0]).toMatchObject({
      inLanguage: 'id',
      url: `${SITE.url}/id/membership`,
    });
  });
});
