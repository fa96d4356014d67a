/** @jest-environment node */
import {
  getAlbumBySlug,
  getAlbumPhotos,
  getAlbums,
  getAlbumSlugs,
  getGalleryPhotos,
} from '@/data/gallery';
import {
  AlbumFileListSchema,
  AlbumFileSchema,
  GalleryPhotoListSchema,
} from '@/data/schemas/gallery';
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

describe('an album’s file', () => {
  const file = (slug: string) => {
    const { id, name, description, coverPhoto } = albums.find((entry) => entry.slug === slug)!;
    const album = { id, name, slug, description, coverPhoto };
    const own = photos
      .filter((photo) => photo.album === slug)
      .map(({ id, src, alt, year, caption }) => ({ id, src, alt, year, caption }));
    return { ...album, photos: own };
  };
  const all = () => ALBUM_SLUGS.map(file);

  it('parses every album with its photos', () => {
    expect(AlbumFileListSchema.safeParse(all()).success).toBe(true);
  });

  it('rejects an album without photos', () => {
    expect(AlbumFileSchema.safeParse({ ...file('csr'), photos: [] }).success).toBe(false);
  });

  it('rejects an album the spec does not have, and a missing one', () => {
    expect(AlbumFileSchema.safeParse({ ...file('csr'), slug: 'weddings' }).success).toBe(false);
    expect(AlbumFileListSchema.safeParse(all().slice(1)).success).toBe(false);
  });

  it('rejects a photo count or a photo size typed in: they are counted and measured', () => {
    const album = file('csr');
    expect(AlbumFileSchema.safeParse({ ...album, photoCount: 6 }).success).toBe(false);
    const sized = { ...album.photos[0]!, width: 1600, height: 900 };
    expect(AlbumFileSchema.safeParse({ ...album, photos: [sized] }).success).toBe(false);
  });

  it('rejects a photo from outside 2023–2025', () => {
    const album = file('csr');
    const old = { ...album.photos[0]!, year: 2022 };
    expect(AlbumFileSchema.safeParse({ ...album, photos: [old] }).success).toBe(false);
  });

  it('rejects the same photo twice across albums', () => {
    const twice = all().map((album, index) =>
      index === 1 ? { ...album, photos: [...album.photos, all()[0]!.photos[0]!] } : album,
    );
    const everyPhoto = twice.flatMap((album) =>
      album.photos.map((photo) => ({ ...photo, album: album.slug, width: 1, height: 1 })),
    );
    expect(GalleryPhotoListSchema.safeParse(everyPhoto).success).toBe(false);
  });
});
