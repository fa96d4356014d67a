import { act, render, screen, within } from '@testing-library/react';
import AboutPage from '@/app/(site)/about/page';
import ArticlesPage from '@/app/(site)/articles/page';
import DirectoryPage from '@/app/(site)/ceo-directory/page';
import ContactPage from '@/app/(site)/contact/page';
import NewsPage from '@/app/(site)/news/page';
import HomePage from '@/app/(site)/page';
import IndonesianHomePage from '@/app/id/page';
import { SiteFooter } from '@/components/layout/site-footer';
import { getPublishedArticles } from '@/data/articles';
import { getAlbums } from '@/data/gallery';
import { getPublishedNews } from '@/data/news';
import { axe } from '../support/axe';

jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

const WAYS = [
  ['Membership', '/membership'],
  ['Partnership', '/partnership-opportunities'],
  ['Sponsorship', '/sponsorship'],
  ['CSR & Donation', '/csr-donation'],
  ['Crowdfunding', '/crowdfunding'],
];

const linksOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the home page', () => {
  it("leads 'Join Now' to the Membership page, in both editions", () => {
    const { unmount } = render(<HomePage />);
    expect(screen.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/membership');
    unmount();
    render(<IndonesianHomePage />);
    expect(screen.getByRole('link', { name: 'Bergabung Sekarang' })).toHaveAttribute(
      'href',
      '/id/membership',
    );
  });

  it("offers the five ways to 'Work with us'", () => {
    render(<HomePage />);
    expect(linksOf(screen.getByRole('region', { name: 'Work with us' }))).toEqual(WAYS);
  });

  it("shows the latest articles and news, and a gallery strip, 'From the network'", async () => {
    const { container } = render(<HomePage />);
    const band = screen.getByRole('region', { name: 'From the network' });
    const articles = within(band).getByRole('region', { name: 'Latest articles' });
    expect(linksOf(articles)).toEqual([
      ...getPublishedArticles()
        .slice(0, 3)
        .map((article) => [article.title, `/articles/${article.slug}`]),
      ['All Articles', '/articles'],
    ]);
    const news = within(band).getByRole('region', { name: 'Latest news' });
    expect(linksOf(news)).toEqual([
      ...getPublishedNews()
        .slice(0, 3)
        .map((item) => [item.headline, `/news/${item.slug}`]),
      ['Visit the Newsroom', '/news'],
    ]);
    const gallery = within(band).getByRole('region', { name: 'From the gallery' });
    const photos = within(gallery).getAllByRole('img');
    expect(photos).toHaveLength(getAlbums().length);
    for (const photo of photos) {
      expect(photo).toHaveAttribute('alt', expect.stringMatching(/\S/));
      expect(photo).toHaveAttribute('loading', 'lazy');
    }
    expect(
      within(gallery)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([...getAlbums().map((album) => `/gallery/${album.slug}`), '/gallery']);
    // The hero adds its later slides on the next task: let it, inside act, before axe waits.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe("the calls to 'Become a member'", () => {
  it.each([
    ['About Us', AboutPage],
    ['CEO Directory', DirectoryPage],
  ])('close the %s page and lead to the Membership page', (_, Page) => {
    render(<Page />);
    const call = screen.getByRole('region', { name: /Lead alongside 3,000 directors/ });
    expect(within(call).getByRole('link', { name: 'Become a member' })).toHaveAttribute(
      'href',
      '/membership',
    );
  });
});

describe('the Contact Us page', () => {
  it('lists the other ways to work with the association', () => {
    render(<ContactPage />);
    expect(linksOf(screen.getByRole('region', { name: 'Other ways to work with us' }))).toEqual(
      WAYS,
    );
  });
});

describe('the articles and news listings', () => {
  it('lead to each other', () => {
    const { unmount } = render(<ArticlesPage />);
    expect(screen.getByRole('link', { name: 'Visit the Newsroom' })).toHaveAttribute(
      'href',
      '/news',
    );
    unmount();
    render(<NewsPage />);
    expect(screen.getByRole('link', { name: 'Read the Articles' })).toHaveAttribute(
      'href',
      '/articles',
    );
  });
});

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
    expect(linksOf(screen.getByRole('navigation', { name: 'Jejaring' }))).toEqual([
      ['Keanggotaan', '/id/membership'],
      ['Kemitraan', '/id/partnership-opportunities'],
      ['Sponsorship', '/id/sponsorship'],
      ['Berita', '/id/news'],
    ]);
  });
});
