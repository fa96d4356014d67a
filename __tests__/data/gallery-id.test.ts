/** @jest-environment node */
import {
  getAlbumBySlug,
  getAlbumPhotos,
  getAlbums,
  getAlbumSlugs,
  getGalleryPhotos,
} from '@/data/gallery';

describe('the gallery in Indonesian', () => {
  const english = { photos: getGalleryPhotos('en'), albums: getAlbums('en') };
  const indonesian = { photos: getGalleryPhotos('id'), albums: getAlbums('id') };

  it('is English by default', () => {
    expect(getGalleryPhotos()).toBe(english.photos);
    expect(getAlbums()).toBe(english.albums);
  });

  it('has the same photos in the same order, with the same files, albums, years and sizes', () => {
    const facts = (p: (typeof english.photos)[number]) => [
      p.id,
      p.src,
      p.album,
      p.year,
      p.width,
      p.height,
    ];
    expect(indonesian.photos.map(facts)).toEqual(english.photos.map(facts));
  });

  it('describes and captions every photo in Indonesian', () => {
    indonesian.photos.forEach((photo, i) => {
      expect(photo.alt).not.toBe(english.photos[i]!.alt);
      expect(photo.caption).not.toBe(english.photos[i]!.caption);
    });
    expect(indonesian.photos.find((p) => p.id === 'photo-009')?.caption).toContain('5.000');
  });

  it('names and describes every album in Indonesian, with the same slugs, covers and counts', () => {
    const facts = (a: (typeof english.albums)[number]) => [
      a.id,
      a.slug,
      a.coverPhoto,
      a.photoCount,
    ];
    expect(indonesian.albums.map(facts)).toEqual(english.albums.map(facts));
    indonesian.albums.forEach((album, i) => {
      expect(album.name).not.toBe(english.albums[i]!.name);
      expect(album.description).not.toBe(english.albums[i]!.description);
    });
  });

  it('looks albums and their photos up in the edition asked for', () => {
    expect(getAlbumBySlug('csr', 'id')?.name).toBe('Program CSR');
    expect(getAlbumBySlug('csr')?.name).toBe(getAlbumBySlug('csr', 'en')?.name);
    const csr = getAlbumPhotos('csr', 'id');
    expect(csr.map((p) => p.id)).toEqual(getAlbumPhotos('csr').map((p) => p.id));
    expect(csr[0]?.caption).not.toBe(getAlbumPhotos('csr')[0]?.caption);
    expect(getAlbumSlugs()).toEqual(english.albums.map((a) => a.slug));
  });
});
