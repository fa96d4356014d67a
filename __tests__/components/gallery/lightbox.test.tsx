import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlbumPhotos } from '@/components/gallery/album-photos';
import { toGalleryTiles } from '@/components/gallery/gallery-tiles';
import { getAlbumBySlug, getAlbumPhotos } from '@/data/gallery';
import { axe } from '../../support/axe';
import { installPointerEvent } from './pointer-events';
import { getMessages } from '@/data/messages';

installPointerEvent();

const album = getAlbumBySlug('csr')!;
const photos = toGalleryTiles(getAlbumPhotos('csr'), [album]);
const first = photos[0]!;
const second = photos[1]!;
const last = photos.at(-1)!;

const { gallery } = getMessages('en');
const STRINGS = {
  emptyTitle: gallery.album.emptyTitle,
  emptyMessage: gallery.album.emptyMessage,
  back: gallery.album.back,
  galleryHref: '/gallery',
  lightbox: gallery.lightbox,
};

function renderAlbum(query = '') {
  window.history.replaceState(null, '', `/gallery/csr${query}`);
  const user = userEvent.setup();
  render(
    <>
      <a href="#before">Before</a>
      <AlbumPhotos photos={photos} strings={STRINGS} />
      <a href="#after">After</a>
    </>,
  );
  const tile = (alt: string) => screen.getByRole('button', { name: alt });
  const openOn = async (alt: string) => {
    await user.click(tile(alt));
    return screen.findByRole('dialog');
  };
  return { user, tile, openOn };
}

const counter = (dialog: HTMLElement) => within(dialog).getByRole('status');

async function swipe(dialog: HTMLElement, dx: number, dy = 0) {
  const img = within(dialog).getByRole('img');
  await act(async () => {
    fireEvent.pointerDown(img, { pointerId: 7, button: 0, clientX: 200, clientY: 300 });
    fireEvent.pointerUp(img, { pointerId: 7, button: 0, clientX: 200 + dx, clientY: 300 + dy });
  });
}

describe('the album grid', () => {
  it('shows every photo as a button named by its alt text, and no dialog', async () => {
    renderAlbum();
    for (const photo of photos) {
      const button = screen.getByRole('button', { name: photo.alt });
      expect(button).toHaveAttribute('aria-haspopup', 'dialog');
      const img = within(button).getByRole('img');
      expect(img).toHaveAttribute('width', String(photo.width));
      expect(img).toHaveAttribute('height', String(photo.height));
      expect(img).toHaveAttribute('srcset', photo.image.srcSet);
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it("loads a phone's first row at once (a photo there is the largest paint) and the rest lazily", () => {
    renderAlbum();
    const loading = screen.getAllByRole('img').map((img) => img.getAttribute('loading'));
    expect(loading.length).toBeGreaterThan(2);
    expect(loading.slice(0, 2)).toEqual(['eager', 'eager']);
    expect(new Set(loading.slice(2))).toEqual(new Set(['lazy']));
  });

  it("says 'No Photos in This Album' when an album has none", async () => {
    render(<AlbumPhotos photos={[]} strings={STRINGS} />);
    expect(screen.getByRole('heading', { name: 'No Photos in This Album' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Gallery' })).toHaveAttribute(
      'href',
      '/gallery',
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });
});

describe('the lightbox', () => {
  describe('when a tile is chosen', () => {
    it('opens a dialog on that photo, named by its caption, with counter, album and year', async () => {
      const { openOn } = renderAlbum();
      const dialog = await openOn(second.alt);
      expect(dialog).toHaveAccessibleName(second.caption);
      expect(dialog).toHaveAccessibleDescription(`${album.name} · ${second.year}`);
      expect(within(dialog).getByRole('img', { name: second.alt })).toBeInTheDocument();
      expect(counter(dialog)).toHaveTextContent(`2 of ${photos.length}`);
      expect(counter(dialog)).toHaveAttribute('aria-live', 'polite');
      expect(window.location.search).toBe(`?photo=${second.id}`);
      expect(await axe(document.body)).toHaveNoViolations();
    });

    it('offers the full-size photo in a new tab, without opener or referrer', async () => {
      const { openOn } = renderAlbum();
      const dialog = await openOn(second.alt);
      const link = within(dialog).getByRole('link', { name: 'Open in new tab' });
      expect(link).toHaveAttribute('href', second.src);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });

    it('locks the page scroll and hides the page from assistive technology', async () => {
      const { openOn } = renderAlbum();
      await openOn(second.alt);
      expect(document.body).toHaveAttribute('data-scroll-locked');
      expect(
        screen.getByRole('link', { name: 'Before', hidden: true }).closest('[aria-hidden]'),
      ).not.toBeNull();
    });

    it('preloads the photos either side', async () => {
      const { openOn } = renderAlbum();
      await openOn(second.alt);
      await waitFor(() => {
        const preloaded = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
        expect(preloaded.map((link) => link.getAttribute('imagesrcset'))).toEqual(
          expect.arrayContaining([first.image.srcSet, photos[2]!.image.srcSet]),
        );
      });
    });
  });

  describe('at either end', () => {
    it('hides Previous on the first photo and Next on the last', async () => {
      const { openOn } = renderAlbum();
      let dialog = await openOn(first.alt);
      expect(within(dialog).queryByRole('button', { name: 'Previous photo' })).toBeNull();
      expect(within(dialog).getByRole('button', { name: 'Next photo' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      dialog = await openOn(last.alt);
      expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toBeVisible();
      expect(within(dialog).queryByRole('button', { name: 'Next photo' })).toBeNull();
      expect(counter(dialog)).toHaveTextContent(`${photos.length} of ${photos.length}`);
    });

    it('moves focus to Previous when Next goes away on the last photo', async () => {
      const { user, openOn } = renderAlbum();
      const dialog = await openOn(photos.at(-2)!.alt);
      await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
      expect(counter(dialog)).toHaveTextContent(`${photos.length} of ${photos.length}`);
      expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toHaveFocus();
    });
  });

  describe('with the keyboard', () => {
    it('walks the photos with the arrow keys, replacing the URL rather than adding history', async () => {
      const { user, openOn } = renderAlbum();
      const dialog = await openOn(first.alt);
      const entries = window.history.length;
      await user.keyboard('{ArrowRight}');
      expect(counter(dialog)).toHaveTextContent(`2 of ${photos.length}`);
      expect(dialog).toHaveAccessibleName(second.caption);
      await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
      expect(counter(dialog)).toHaveTextContent(`3 of ${photos.length}`);
      await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
      expect(counter(dialog)).toHaveTextContent(`1 of ${photos.length}`);
      expect(window.location.search).toBe(`?photo=${first.id}`);
      expect(window.history.length).toBe(entries);
    });

    it('takes focus inside and keeps it there', async () => {
      const { user, openOn } = renderAlbum();
      const dialog = await openOn(second.alt);
      await waitFor(() => expect(dialog).toHaveFocus());
      for (let i = 0; i < 8; i += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      for (let i = 0; i < 8; i += 1) {
        await user.tab({ shift: true });
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });

    it('closes with Escape, goes back in history, and returns focus to the tile', async () => {
      const { user, tile, openOn } = renderAlbum();
      const dialog = await openOn(second.alt);
      await user.keyboard('{ArrowRight}');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(window.location.search).toBe('');
      expect(tile(second.alt)).toHaveFocus();
      expect(document.body).not.toHaveAttribute('data-scroll-locked');
      expect(await axe(document.body)).toHaveNoViolations();
    });

    it('closes with the Close button too', async () => {
      const { user, tile, openOn } = renderAlbum();
      const dialog = await openOn(last.alt);
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(tile(last.alt)).toHaveFocus();
    });
  });

  describe('with a swipe', () => {
    it('goes to the next photo on a swipe left of more than 50 px, and back on a swipe right', async () => {
      const { openOn } = renderAlbum();
      const dialog = await openOn(second.alt);
      await swipe(dialog, -80);
      expect(counter(dialog)).toHaveTextContent(`3 of ${photos.length}`);
      await swipe(dialog, 80);
      await swipe(dialog, 51);
      expect(counter(dialog)).toHaveTextContent(`1 of ${photos.length}`);
    });

    it('ignores a short, a vertical or a swipe past the end', async () => {
      const { openOn } = renderAlbum();
      const dialog = await openOn(first.alt);
      await swipe(dialog, -50);
      await swipe(dialog, -20, 3);
      await swipe(dialog, -60, 120);
      await swipe(dialog, 200);
      expect(counter(dialog)).toHaveTextContent(`1 of ${photos.length}`);
    });
  });

  describe('from a shared link', () => {
    it('opens on the photo the URL names, and closing removes it from the URL in place', async () => {
      const entries = window.history.length;
      const { user } = renderAlbum(`?photo=${second.id}`);
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveAccessibleName(second.caption);
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(window.location.pathname).toBe('/gallery/csr');
      expect(window.location.search).toBe('');
      expect(window.history.length).toBe(entries);
    });

    it('ignores a photo that is not in the view', async () => {
      renderAlbum('?photo=photo-001');
      await act(async () => {});
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('closes when Back removes the photo from the URL', async () => {
    const { tile, openOn } = renderAlbum();
    const dialog = await openOn(first.alt);
    await act(async () => {
      window.history.back();
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(tile(first.alt)).toHaveFocus();
  });
});
