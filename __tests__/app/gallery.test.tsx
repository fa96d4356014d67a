import { render, screen, within } from '@testing-library/react';
import GalleryPage, { metadata } from '@/app/(site)/gallery/page';
import AlbumPage, {
  generateMetadata,
  generateStaticParams,
} from '@/app/(site)/gallery/[album]/page';
import AlbumNotFound from '@/app/(site)/gallery/[album]/not-found';
import { getAlbumPhotos, getAlbums, getGalleryPhotos } from '@/data/gallery';
import { axe } from '../support/axe';

jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const albums = getAlbums();

describe('the gallery page', () => {
  it('shows the filters, the first 12 photos and the five album cards', async () => {
    window.history.replaceState(null, '', '/gallery');
    const { container } = render(<GalleryPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gallery');
    expect(screen.getByRole('status')).toHaveTextContent(
      `${getGalleryPhotos().length} photos found`,
    );
    const albumList = screen.getByRole('region', { name: 'Albums' });
    const cards = within(albumList).getAllByRole('article');
    expect(cards).toHaveLength(albums.length);
    for (const [index, album] of albums.entries()) {
      const card = cards[index]!;
      expect(within(card).getByRole('link', { name: album.name })).toHaveAttribute(
        'href',
        `/gallery/${album.slug}`,
      );
      expect(card).toHaveTextContent(album.description);
      expect(card).toHaveTextContent(`${album.photoCount} photos`);
      expect(card.querySelector('img')).toHaveAttribute('width', '1200');
    }
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has its title and canonical URL', () => {
    expect(metadata.title).toBe('Gallery');
    expect(metadata.alternates?.canonical).toBe('/gallery');
  });
});

describe('an album page', () => {
  const renderAlbum = async (album: string) =>
    render(await AlbumPage({ params: Promise.resolve({ album }) }));

  it('is exported for every album', () => {
    expect(generateStaticParams()).toEqual(albums.map((album) => ({ album: album.slug })));
  });

  it.each(albums.map((album) => [album.slug, album] as const))(
    'shows the %s album: name, description, count, all its photos and a way back',
    async (slug, album) => {
      window.history.replaceState(null, '', `/gallery/${slug}`);
      const { container } = await renderAlbum(slug);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(album.name);
      expect(screen.getByText(album.description)).toBeInTheDocument();
      expect(screen.getByText(`${album.photoCount} photos`)).toBeInTheDocument();
      const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(
        within(crumbs)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Home', 'Gallery', album.name]);
      expect(screen.getByRole('link', { name: 'Back to Gallery' })).toHaveAttribute(
        'href',
        '/gallery',
      );
      for (const photo of getAlbumPhotos(slug)) {
        expect(screen.getByRole('button', { name: photo.alt })).toBeInTheDocument();
      }
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  it('has its own title, description and canonical URL', async () => {
    const album = albums[1]!;
    const meta = await generateMetadata({ params: Promise.resolve({ album: album.slug }) });
    expect(meta.title).toBe(`${album.name}: Gallery`);
    expect(meta.description).toBe(album.description);
    expect(meta.alternates?.canonical).toBe(`/gallery/${album.slug}`);
  });

  it('refuses an unknown album', async () => {
    await expect(AlbumPage({ params: Promise.resolve({ album: 'weddings' }) })).rejects.toThrow(
      'NEXT_NOT_FOUND',
    );
    expect(await generateMetadata({ params: Promise.resolve({ album: 'weddings' }) })).toEqual({});
  });

  it("says 'Album Not Found' with a way back to the gallery", () => {
    render(<AlbumNotFound />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Album Not Found');
    expect(screen.getByText("The album you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Gallery' })).toHaveAttribute(
      'href',
      '/gallery',
    );
  });
});
