import { z } from 'zod';
import { ALBUM_SLUGS, GALLERY_YEARS, type AlbumSlug } from './options';
import { imagePathSchema, textSchema, uniqueBy } from './schema-helpers';

export const GalleryPhotoSchema = z.strictObject({
  id: z.string().regex(/^photo-\d{3}$/),
  /** The file is exactly `width` × `height` pixels. */
  src: imagePathSchema('gallery'),
  alt: textSchema,
  album: z.enum(ALBUM_SLUGS),
  year: z
    .int()
    .min(Math.min(...GALLERY_YEARS))
    .max(Math.max(...GALLERY_YEARS)),
  caption: textSchema,
  width: z.int().positive(),
  height: z.int().positive(),
});

export const AlbumSchema = z.strictObject({
  id: z.string().regex(/^album-[a-z-]+$/),
  name: textSchema,
  slug: z.enum(ALBUM_SLUGS),
  description: textSchema,
  /** ALBUM_COVER_SIZE. */
  coverPhoto: imagePathSchema('albums'),
});

export const GallerySchema = z
  .strictObject({
    albums: z
      .array(AlbumSchema)
      .length(ALBUM_SLUGS.length)
      .superRefine(uniqueBy('album slug', (album) => album.slug)),
    photos: z
      .array(GalleryPhotoSchema)
      .superRefine(uniqueBy('photo id', (photo) => photo.id))
      .superRefine(uniqueBy('photo file', (photo) => photo.src)),
  })
  .superRefine(({ albums, photos }, ctx) => {
    albums.forEach((album, index) => {
      if (!photos.some((photo) => photo.album === album.slug)) {
        ctx.addIssue({
          code: 'custom',
          path: ['albums', index],
          message: `Album "${album.slug}" has no photos`,
        });
      }
    });
  });

export type GalleryPhoto = z.infer<typeof GalleryPhotoSchema>;
type AlbumRecord = z.infer<typeof AlbumSchema>;
/** An album with its photo count, which is always counted from the photos, never typed in. */
export type Album = AlbumRecord & { photoCount: number };

const gallery = GallerySchema.parse({
  albums: [
    {
      id: 'album-events',
      name: 'Events & Summits',
      slug: 'events',
      description:
        'Summits, roundtables and workshops across the provinces: the keynotes, the debates and the conversations in between.',
      coverPhoto: '/images/albums/events.webp',
    },
    {
      id: 'album-csr',
      name: 'CSR Programmes',
      slug: 'csr',
      description:
        'Scholarships, mobile clinics, clean water, tree planting and disaster relief with the communities we serve.',
      coverPhoto: '/images/albums/csr.webp',
    },
    {
      id: 'album-gathering',
      name: 'Member Gatherings',
      slug: 'gathering',
      description:
        'Dinners, fun runs, batik nights and music: the moments when members meet as friends.',
      coverPhoto: '/images/albums/gathering.webp',
    },
    {
      id: 'album-international',
      name: 'International Chapters',
      slug: 'international',
      description:
        'Meetings, trade missions and diaspora gatherings of our boards in Asia, Australia and North America.',
      coverPhoto: '/images/albums/international.webp',
    },
    {
      id: 'album-behind-scenes',
      name: 'Behind the Scenes',
      slug: 'behind-scenes',
      description:
        'The secretariat, volunteers and crews who prepare every event, from rehearsals to sound checks.',
      coverPhoto: '/images/albums/behind-scenes.webp',
    },
  ],
  photos: [
    {
      id: 'photo-001',
      src: '/images/gallery/summit-2025-keynote.webp',
      alt: 'A speaker at a podium on a wide stage lit in gold, facing a darkened hall',
      album: 'events',
      year: 2025,
      caption: 'The opening keynote of the Nusantara CEO Summit 2025 in Jakarta.',
      width: 1600,
      height: 1067,
    },
    {
      id: 'photo-002',
      src: '/images/gallery/summit-2025-energy-panel.webp',
      alt: 'Four panellists seated in armchairs on a stage under warm spotlights',
      album: 'events',
      year: 2025,
      caption: 'Panel on the energy transition in industry, Summit 2025.',
      width: 1600,
      height: 900,
    },
    {
      id: 'photo-003',
      src: '/images/gallery/summit-2024-networking.webp',
      alt: 'Delegates standing in small groups talking under hanging lights',
      album: 'events',
      year: 2024,
      caption: 'Delegates networking during the coffee break at the 2024 summit.',
      width: 1200,
      height: 1600,
    },
    {
      id: 'photo-004',
      src: '/images/gallery/surabaya-roundtable-2024.webp',
      alt: 'A round table seen from above with notebooks and coffee cups at every seat',
      album: 'events',
      year: 2024,
      caption: 'A closed-door roundtable of the East Java chapter in Surabaya.',
      width: 1600,
      height: 1600,
    },
    {
      id: 'photo-005',
      src: '/images/gallery/summit-2023-audience.webp',
      alt: 'Rows of audience members seen from behind, facing a bright stage',
      album: 'events',
      year: 2023,
      caption: 'A full hall at the Nusantara CEO Summit 2023.',
      width: 1600,
      height: 1067,
    },
    {
      id: 'photo-006',
      src: '/images/gallery/partnership-signing-2025.webp',
      alt: 'Two people shaking hands in silhouette against a gold backdrop',
      album: 'events',
      year: 2025,
      caption: 'Signing a partnership for the scholarship programme.',
      width: 1067,
      height: 1600,
    },
    {
      id: 'photo-007',
      src: '/images/gallery/yogyakarta-workshop-2024.webp',
      alt: 'Participants around several tables with laptops in a bright workshop room',
      album: 'events',
      year: 2024,
      caption: 'Working groups at a directors’ workshop in Yogyakarta.',
      width: 1600,
      height: 1067,
    },
    {
      id: 'photo-008',
      src: '/images/gallery/awards-night-2023.webp',
      alt: 'A trophy on a pedestal under a single spotlight on an empty stage',
      album: 'events',
      year: 2023,
      caption: 'The Member of the Year award before the ceremony, 2023.',
      width: 1280,
      height: 1600,
    },
    {
      id: 'photo-009',
      src: '/images/gallery/mangrove-planting-2025.webp',
      alt: 'Volunteers planting young mangrove trees along a coastline at sunrise',
      album: 'csr',
      year: 2025,
      caption: 'Planting 5,000 mangrove seedlings on the north coast of Java.',
      width: 1600,
      height: 1067,
    },
    {
      id: 'photo-010',
      src: '/images/gallery/scholarship-awardees-2024.webp',
      alt: 'A row of young people in graduation caps standing together in silhouette',
      album: 'csr',
      year: 2024,
      caption: 'The 2024 scholarship recipients at their welcome day.',
      width: 1600,
      height: 900,
    },
    {
      id: 'photo-011',
      src: '/images/gallery/mobile-clinic-2024.webp',
      alt: 'A mobile clinic van and a tent with villagers waiting in line',
      album: 'csr',
      year: 2024,
      caption: 'A mobile clinic visit to a village in East Nusa Tenggara.',
      width: 1200,
      height: 1600,
    },
    {
      id: 'photo-012',
      src: '/images/gallery/clean-water-handover-2023.webp',
      alt: 'A water tower and tap with drops falling into a basin',
      album: 'csr',
      year: 2023,
      caption: 'Handing over a clean water installation to a village in Demak.',
      width: 1600,
      height: 1600,
    },
    {
      id: 'photo-013',
      src: '/images/gallery/sme-bazaar-2025.webp',
      alt: 'Market stalls with awnings and lanterns at dusk',
      album: 'csr',
      year: 2025,
      caption: 'Small businesses from our SME programme at the members’ bazaar.',
      width: 1600,
      height: 1067,
    },
    {
      id: 'photo-014',
      src: '/images/gallery/relief-packages-2023.webp',
      alt: 'Volunteers carrying stacked boxes of relief supplies',
      album: 'csr',
      year: 2023,
      caption: 'Packing relief supplies after the floods in 2023.',
      width: 1067,
      height: 1600,
    },
    {
      id: 'photo-015',
      src: '/images/gallery/gathering-dinner-2025.webp',
      alt: 'Guests seated at round banquet tables under strings of warm lights',
      album: 'gathering',
      year: 2025,
      caption: 'The members’ gathering dinner, 2025.',
      width: 1600,
      height: 1067,
    },
    {
      id: 'photo-016',
      src: '/images/gallery/batik-night-2024.webp',
      alt: 'Two guests in silhouette before a large gold batik pattern',
      album: 'gathering',
      year: 2024,
      caption: 'Batik night at the mid-year gathering in Surabaya.',
      width: 1200,
      height: 1600,
    },
    {
      id: 'photo-017',
      src: '/images/gallery/fun-run-2024.webp',
      alt: 'Runners in silhouette on a road at sunrise',
      album: 'gathering',
      year: 2024,
      caption: 'The morning fun run, 2024.',
      width: 1600,
      height: 900,
    },
    {
      id: 'photo-018',
      src: '/images/gallery/lake-toba-boat-2023.webp',
      alt: 'A wooden boat with passengers crossing a calm lake at sunset',
      album: 'gathering',
      year: 2023,
      caption: 'A boat trip on Lake Toba with the North Sumatra chapter.',
      width: 1600,
      height: 1600,
    },
    {
      id: 'photo-019',
      src: '/images/gallery/gathering-music-2025.webp',
      alt: 'A singer and a guitarist in silhouette on a small stage with glowing lights',
      album: 'gathering',
      year: 2025,
      caption: 'Live music closing the 2025 gathering.',
      width: 1280,
      height: 1600,
    },
    {
      id: 'photo-020',
      src: '/images/gallery/singapore-chapter-2025.webp',
      alt: 'A city skyline of tall towers at night reflected in a bay',
      album: 'international',
      year: 2025,
      caption: 'The Singapore chapter’s annual meeting, 2025.',
      width: 1600,
      height: 1067,
    },
    {
      id: 'photo-021',
      src: '/images/gallery/sydney-trade-mission-2024.webp',
      alt: 'A harbour at dusk with an arched bridge and city lights',
      album: 'international',
      year: 2024,
      caption: 'Our trade mission to Sydney with the Australia board.',
      width: 1600,
      height: 900,
    },
    {
      id: 'photo-022',
      src: '/images/gallery/kuala-lumpur-forum-2023.webp',
      alt: 'Two tall towers rising above a city at twilight',
      album: 'international',
      year: 2023,
      caption: 'The Malaysia board’s business forum in Kuala Lumpur.',
      width: 1067,
      height: 1600,
    },
    {
      id: 'photo-023',
      src: '/images/gallery/toronto-diaspora-2024.webp',
      alt: 'A lakeside skyline with a slender tower under a starry sky',
      album: 'international',
      year: 2024,
      caption: 'A diaspora business evening with the Canada board in Toronto.',
      width: 1600,
      height: 1600,
    },
    {
      id: 'photo-024',
      src: '/images/gallery/badge-preparation-2025.webp',
      alt: 'Rows of name badges and lanyards laid out on a long table',
      album: 'behind-scenes',
      year: 2025,
      caption: 'Volunteers preparing 500 name badges the night before the summit.',
      width: 1600,
      height: 1067,
    },
    {
      id: 'photo-025',
      src: '/images/gallery/stage-rehearsal-2024.webp',
      alt: 'An empty stage with lighting rigs and a camera on a tripod in the foreground',
      album: 'behind-scenes',
      year: 2024,
      caption: 'Stage rehearsal for the 2024 summit.',
      width: 1200,
      height: 1600,
    },
    {
      id: 'photo-026',
      src: '/images/gallery/secretariat-planning-2023.webp',
      alt: 'Team members in silhouette in front of a wall of sticky notes',
      album: 'behind-scenes',
      year: 2023,
      caption: 'The secretariat planning the 2024 events calendar.',
      width: 1600,
      height: 900,
    },
    {
      id: 'photo-027',
      src: '/images/gallery/sound-check-2025.webp',
      alt: 'A sound mixing console with glowing faders in a dark hall',
      album: 'behind-scenes',
      year: 2025,
      caption: 'Sound check before the doors open, Summit 2025.',
      width: 1600,
      height: 1600,
    },
  ],
});

// Newest year first; within a year, the order above (stable sort).
const photos: readonly GalleryPhoto[] = Object.freeze(
  [...gallery.photos].sort((a, b) => b.year - a.year),
);

const albums: readonly Album[] = Object.freeze(
  gallery.albums.map((album) => ({
    ...album,
    photoCount: photos.filter((photo) => photo.album === album.slug).length,
  })),
);

/** Every gallery photo, newest year first. */
export function getGalleryPhotos(): readonly GalleryPhoto[] {
  return photos;
}

/** The five albums with their photo counts, in the spec's order. */
export function getAlbums(): readonly Album[] {
  return albums;
}

/** One album by slug, or undefined when no album has it. */
export function getAlbumBySlug(slug: string): Album | undefined {
  return albums.find((album) => album.slug === slug);
}

/** Every album slug, for generateStaticParams. */
export function getAlbumSlugs(): AlbumSlug[] {
  return albums.map((album) => album.slug);
}

/** The photos of one album, newest year first; empty for an unknown album. */
export function getAlbumPhotos(slug: string): GalleryPhoto[] {
  return photos.filter((photo) => photo.album === slug);
}
