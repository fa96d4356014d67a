/** @jest-environment node */
import {
  getAlbumBySlug,
  getAlbumPhotos,
  getAlbums,
  getAlbumSlugs,
  getGalleryPhotos,
} from '@/data/gallery';
import { GallerySchema } from '@/data/schemas/gallery';
import { ALBUM_SLUGS, GALLERY_YEARS } from '@/data/options';
import { SLUG_PATTERN } from '@/data/schemas/helpers';

const photos = getGalleryPhotos();
const albums = getAlbums();

describe('the gallery', () => {
  it('has the spec’s 27 photos', () => {
    expect(photos).toHaveLength(27);
  });

  it('has the five albums in the spec’s order', () => {
    expect(getAlbumSlugs()).toEqual([...ALBUM_SLUGS]);
    for (const slug of getAlbumSlugs()) expect(slug).toMatch(SLUG_PATTERN);
  });

  it('puts every photo in one of the albums', () => {
    for (const photo of photos) expect(getAlbumBySlug(photo.album)).toBeDefined();
  });

  it.each(ALBUM_SLUGS.map((slug) => [slug]))('has photos in the %s album', (slug) => {
    expect(getAlbumPhotos(slug).length).toBeGreaterThan(0);
  });

  it('counts each album’s photos from the photos themselves', () => {
    for (const album of albums) {
      expect(album.photoCount).toBe(photos.filter((photo) => photo.album === album.slug).length);
    }
    expect(albums.reduce((sum, album) => sum + album.photoCount, 0)).toBe(photos.length);
  });

  it('dates the photos from 2023 to 2025, using each year', () => {
    expect(new Set(photos.map((photo) => photo.year))).toEqual(new Set(GALLERY_YEARS));
  });

  it('mixes portrait, landscape and square photos for the masonry grid', () => {
    expect(photos.some((photo) => photo.height > photo.width)).toBe(true);
    expect(photos.some((photo) => photo.width > photo.height)).toBe(true);
    expect(photos.some((photo) => photo.width === photo.height)).toBe(true);
    expect(
      new Set(photos.map((photo) => `${photo.width}x${photo.height}`)).size,
    ).toBeGreaterThanOrEqual(5);
  });

  it('gives every photo a caption and alt text', () => {
    for (const photo of photos) {
      expect(photo.caption).not.toBe('');
      expect(photo.alt).not.toBe('');
    }
  });

  it('lists the newest year first', () => {
    const years = photos.map((photo) => photo.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('returns undefined for an unknown album (Album Not Found)', () => {
    expect(getAlbumBySlug('no-such-album')).toBeUndefined();
    expect(getAlbumPhotos('no-such-album')).toEqual([]);
  });
});

describe('the gallery schema', () => {
  const data = {
    albums: albums.map(({ photoCount: _photoCount, ...album }) => album),
    photos: [...photos],
  };

  it('parses the gallery', () => {
    expect(GallerySchema.safeParse(data).success).toBe(true);
  });

  it('rejects an album without photos', () => {
    const broken = { ...data, photos: photos.filter((photo) => photo.album !== 'csr') };
    expect(GallerySchema.safeParse(broken).success).toBe(false);
  });

  it('rejects a photo in an album that does not exist', () => {
    const broken = { ...data, photos: [{ ...photos[0]!, album: 'weddings' }, ...photos.slice(1)] };
    expect(GallerySchema.safeParse(broken).success).toBe(false);
  });

  it('rejects a photo count typed into an album', () => {
    const broken = { ...data, albums: albums.map((album) => ({ ...album })) };
    expect(GallerySchema.safeParse(broken).success).toBe(false);
  });

  it('rejects a photo from outside 2023–2025', () => {
    const broken = { ...data, photos: [{ ...photos[0]!, year: 2022 }, ...photos.slice(1)] };
    expect(GallerySchema.safeParse(broken).success).toBe(false);
  });
});
