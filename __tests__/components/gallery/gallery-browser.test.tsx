import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GalleryBrowser } from '@/components/gallery/gallery-browser';
import { toGalleryTiles } from '@/components/gallery/gallery-tiles';
import { getAlbums, getGalleryPhotos } from '@/data/gallery';
import { listYearOptions } from '@/lib/gallery';
import { axe } from '../../support/axe';
import { galleryBrowserStrings } from '@/components/pages/gallery-page';

// jsdom does not lay out, so it has no scrollIntoView; a page change calls it.
Element.prototype.scrollIntoView ??= jest.fn();

const albums = getAlbums();
const photos = toGalleryTiles(getGalleryPhotos(), albums);

function renderGallery(query = '') {
  window.history.replaceState(null, '', `/gallery${query}`);
  const user = userEvent.setup();
  render(
    <GalleryBrowser
      photos={photos}
      albums={albums.map(({ slug, name }) => ({ slug, name }))}
      yearOptions={listYearOptions(photos)}
      strings={galleryBrowserStrings('en')}
    />,
  );
  const tiles = () =>
    screen
      .queryAllByRole('button')
      .filter((button) => button.hasAttribute('data-photo-id'))
      .map((button) => button.getAttribute('data-photo-id'));
  const pagination = () => screen.queryByRole('navigation', { name: 'Gallery pagination' });
  return { user, tiles, pagination };
}

const idsOf = (list: readonly { id: string }[]) => list.map((photo) => photo.id);

describe('the gallery', () => {
  it('shows the first 12 of all photos, with labelled filters and 3 pages', async () => {
    const { tiles, pagination } = renderGallery();
    expect(screen.getByRole('search', { name: 'Filter the photos' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    const album = screen.getByRole('combobox', { name: 'Album' });
    expect(
      within(album)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Albums', ...albums.map((a) => a.name)]);
    const year = screen.getByRole('combobox', { name: 'Year' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Years', '2025', '2024', '2023']);
    expect(screen.getByRole('status')).toHaveTextContent(`${photos.length} photos found`);
    expect(tiles()).toEqual(idsOf(photos.slice(0, 12)));
    expect(within(pagination()!).getByText(`Showing 1 to 12 of ${photos.length}`)).toBeVisible();
    expect(
      within(pagination()!)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('loads every photo lazily: the grid starts at the fold, and the largest paint is the text', () => {
    renderGallery();
    const loading = screen.getAllByRole('img').map((img) => img.getAttribute('loading'));
    expect(loading).toHaveLength(12);
    expect(new Set(loading)).toEqual(new Set(['lazy']));
  });

  it('turns the page and keeps it in the URL', async () => {
    const { user, tiles, pagination } = renderGallery();
    await user.click(within(pagination()!).getByRole('button', { name: 'Page 3' }));
    expect(window.location.search).toBe('?page=3');
    expect(tiles()).toEqual(idsOf(photos.slice(24)));
    expect(within(pagination()!).getByText(`Showing 25 to 27 of 27`)).toBeVisible();
    expect(screen.getByRole('status')).toHaveFocus();
  });

  describe('when a filter changes', () => {
    it('filters by album exactly and goes back to page 1', async () => {
      const { user, tiles } = renderGallery('?page=2');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Album' }), 'international');
      expect(window.location.search).toBe('?album=international');
      expect(tiles()).toEqual(idsOf(photos.filter((p) => p.album === 'international')));
    });

    it('filters by year exactly and goes back to page 1', async () => {
      const { user, tiles } = renderGallery('?page=3');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2023');
      expect(window.location.search).toBe('?year=2023');
      const expected = photos.filter((p) => p.year === 2023);
      expect(tiles()).toEqual(idsOf(expected));
      expect(screen.getByRole('status')).toHaveTextContent(`${expected.length} photos found`);
    });

    it('searches captions, album names and alt text, replacing the URL as one types', async () => {
      const { user, tiles } = renderGallery('?page=2');
      const entries = window.history.length;
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'MANGROVE');
      expect(tiles()).toEqual(['photo-009']);
      expect(window.location.search).toBe('?q=MANGROVE');
      expect(window.history.length).toBe(entries);
      await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'behind the scenes');
      expect(tiles()).toEqual(idsOf(photos.filter((p) => p.album === 'behind-scenes')));
      await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'faders');
      expect(tiles()).toEqual(['photo-027']);
    });
  });

  describe('when nothing matches', () => {
    it("shows 'No Photos Found', and 'View All Photos' clears every filter", async () => {
      const { user, tiles, pagination } = renderGallery('?album=csr&year=2025');
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), '<script>x</script>');
      expect(screen.getByRole('heading', { name: 'No Photos Found' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('0 photos found');
      expect(pagination()).toBeNull();
      expect(await axe(document.body)).toHaveNoViolations();
      await user.click(screen.getByRole('button', { name: 'View All Photos' }));
      expect(window.location.search).toBe('');
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
      expect(screen.getByRole('combobox', { name: 'Album' })).toHaveDisplayValue('All Albums');
      expect(screen.getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('All Years');
      expect(tiles()).toHaveLength(12);
    });
  });

  describe('the lightbox', () => {
    it('walks the whole filtered set in grid order, past the page shown', async () => {
      const { user } = renderGallery();
      await user.click(screen.getByRole('button', { name: photos[11]!.alt }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('status')).toHaveTextContent(`12 of ${photos.length}`);
      await user.keyboard('{ArrowRight}');
      expect(dialog).toHaveAccessibleName(photos[12]!.caption);
      expect(within(dialog).getByRole('status')).toHaveTextContent(`13 of ${photos.length}`);
    });

    it('walks only the filtered photos, and shares one URL with the filters', async () => {
      const { user } = renderGallery('?album=gathering');
      const gathering = photos.filter((p) => p.album === 'gathering');
      await user.click(screen.getByRole('button', { name: gathering[1]!.alt }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('status')).toHaveTextContent(`2 of ${gathering.length}`);
      expect(window.location.search).toBe(`?album=gathering&photo=${gathering[1]!.id}`);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(window.location.search).toBe('?album=gathering');
      expect(screen.getByRole('combobox', { name: 'Album' })).toHaveValue('gathering');
    });
  });
});
