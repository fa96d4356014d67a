import { render, screen, within } from '@testing-library/react';
import CeoProfilePage, {
  generateMetadata,
  generateStaticParams,
} from '@/app/(site)/ceo/[slug]/page';
import { getCeos } from '@/data/ceos';
import { hasContactDetails } from '@/lib/directory';
import { axe } from '../support/axe';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn() }),
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const ceos = getCeos();
const renderProfile = async (slug: string) =>
  render(await CeoProfilePage({ params: Promise.resolve({ slug }) }));

describe('a CEO profile page', () => {
  it('is exported for every profile', () => {
    expect(generateStaticParams()).toEqual(ceos.map((ceo) => ({ slug: ceo.slug })));
  });

  it('shows the name, title, company, industry and province, with its sections', async () => {
    const ceo = ceos.find((c) => c.highlights.length > 0 && c.companyLink)!;
    const { container } = await renderProfile(ceo.slug);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ceo.name);
    expect(screen.getByText(`${ceo.province}, Indonesia`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Directory' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite to Event' })).toBeInTheDocument();
    const highlights = screen.getByRole('region', { name: 'Highlights' });
    expect(within(highlights).getAllByRole('listitem')).toHaveLength(ceo.highlights.length);
    expect(screen.getByRole('link', { name: /Visit company website/ })).toHaveAttribute(
      'href',
      ceo.companyLink,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('leaves Highlights out when there are none', async () => {
    const ceo = ceos.find((c) => c.highlights.length === 0)!;
    await renderProfile(ceo.slug);
    expect(screen.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument();
  });

  it("says 'Contact information not available' without any contact data", async () => {
    const ceo = ceos.find((c) => !hasContactDetails(c.contact))!;
    await renderProfile(ceo.slug);
    expect(
      within(screen.getByRole('region', { name: 'Contact & Links' })).getByText(
        'Contact information not available',
      ),
    ).toBeInTheDocument();
  });

  it('lists only the channels a profile has', async () => {
    const ceo = ceos.find((c) => c.contact.email && !c.contact.website)!;
    await renderProfile(ceo.slug);
    const card = screen.getByRole('region', { name: 'Contact & Links' });
    expect(within(card).getByRole('link', { name: ceo.contact.email })).toHaveAttribute(
      'href',
      `mailto:${ceo.contact.email}`,
    );
    expect(within(card).queryByRole('link', { name: /Personal website/ })).not.toBeInTheDocument();
  });

  it('has its own title, description, canonical URL and share image', async () => {
    const ceo = ceos[0]!;
    const metadata = await generateMetadata({ params: Promise.resolve({ slug: ceo.slug }) });
    expect(metadata.title).toContain(ceo.name);
    expect(metadata.alternates?.canonical).toBe(`/ceo/${ceo.slug}`);
    expect(JSON.stringify(metadata.openGraph)).toContain(`/og/ceo/${ceo.slug}.png`);
  });

  it('refuses an unknown slug', async () => {
    await expect(CeoProfilePage({ params: Promise.resolve({ slug: 'nobody' }) })).rejects.toThrow(
      'NEXT_NOT_FOUND',
    );
  });
});
