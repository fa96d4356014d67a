// Gathers what the data-wide tests check: every image the content names, every person it names,
// and all of it as one list of collections. Not a test file itself (see testMatch).
import { getPublishedArticles } from '@/data/articles';
import { getCeos } from '@/data/ceos';
import { getCentralLeadership } from '@/data/central-leadership';
import { getCrowdfundingProjects } from '@/data/crowdfunding';
import { getCsrPrograms } from '@/data/csr';
import { getEvents } from '@/data/events';
import { getAlbums, getGalleryPhotos } from '@/data/gallery';
import { getHomeEvents } from '@/data/home-events';
import {
  ALBUM_COVER_SIZE,
  AVATAR_SIZE,
  CEO_PORTRAIT_SIZE,
  COVER_SIZE,
  type ImageSize,
} from '@/data/image-sizes';
import { getInternationalBoards } from '@/data/international-boards';
import { getPublishedNews } from '@/data/news';
import { getPartnershipPage } from '@/data/partnership';
import { getProvincialBoards } from '@/data/provincial-boards';
import { getSponsorshipPage } from '@/data/sponsorship';

export type ImageReference = {
  path: string;
  /** The size the file must have; undefined for SVG flags, which scale. */
  size?: ImageSize;
};

/** Every image path named anywhere in the data, with the size its page will declare. */
export function collectImageReferences(): ImageReference[] {
  const refs: ImageReference[] = [];
  for (const ceo of getCeos()) refs.push({ path: ceo.image, size: CEO_PORTRAIT_SIZE });
  for (const article of getPublishedArticles()) {
    refs.push({ path: article.coverImage, size: COVER_SIZE });
    refs.push({ path: article.author.avatar, size: AVATAR_SIZE });
    for (const section of article.content.sections) {
      if (section.type === 'image') refs.push({ path: section.src, size: COVER_SIZE });
    }
  }
  for (const item of getPublishedNews()) {
    refs.push({ path: item.coverImage, size: COVER_SIZE });
    for (const section of item.content.sections) {
      if (section.type === 'image') refs.push({ path: section.src, size: COVER_SIZE });
    }
  }
  for (const event of getEvents()) refs.push({ path: event.image, size: COVER_SIZE });
  for (const project of getCrowdfundingProjects())
    refs.push({ path: project.image, size: COVER_SIZE });
  for (const photo of getGalleryPhotos()) {
    refs.push({ path: photo.src, size: { width: photo.width, height: photo.height } });
  }
  for (const album of getAlbums()) refs.push({ path: album.coverPhoto, size: ALBUM_COVER_SIZE });
  for (const board of getInternationalBoards()) refs.push({ path: board.flag });
  // One file can serve several records (an author of two articles): check it once.
  return [...new Map(refs.map((ref) => [ref.path, ref])).values()];
}

/**
 * Every person named in the data, one entry per person per role. The same author across several
 * articles counts once, since it is one person writing twice.
 */
export function collectPeople(): { name: string; role: string }[] {
  const people: { name: string; role: string }[] = [];
  const add = (role: string, names: (string | undefined)[]) => {
    for (const name of new Set(names)) if (name) people.push({ name, role });
  };
  add(
    'CEO profile',
    getCeos().map((ceo) => ceo.name),
  );
  add(
    'event speaker',
    getEvents().flatMap((event) => event.speakers.map((s) => s.name)),
  );
  add(
    'article author',
    getPublishedArticles().map((article) => article.author.name),
  );
  add(
    'news author',
    getPublishedNews().map((item) => item.author),
  );
  add(
    'provincial board',
    getProvincialBoards().flatMap((b) => [b.ketua, b.sekretaris, b.bendahara]),
  );
  add(
    'international board',
    getInternationalBoards().flatMap((b) => [b.ketua, b.sekretaris]),
  );
  const leadership = getCentralLeadership();
  add(
    'central board',
    leadership.groups.flatMap((g) => [g.head.name, ...g.members.map((m) => m.name)]),
  );
  add(
    'main officer',
    leadership.mainOfficers.map((officer) => officer.name),
  );
  add(
    'working field',
    leadership.workingFields.flatMap((field) => [...field.ketua, ...field.anggota]),
  );
  add(
    'project team',
    getCrowdfundingProjects().flatMap((p) => [p.founder.name, ...p.team.map((m) => m.name)]),
  );
  add(
    'partner testimonial',
    getPartnershipPage().testimonials.map((t) => t.name),
  );
  return people;
}

/** All the collections, for checks that look at every string. */
export function collectAllContent(): unknown[] {
  return [
    getCeos(),
    getEvents(),
    getHomeEvents(),
    getPublishedArticles(),
    getPublishedNews(),
    getProvincialBoards(),
    getInternationalBoards(),
    getCentralLeadership(),
    getCrowdfundingProjects(),
    getGalleryPhotos(),
    getAlbums(),
    getCsrPrograms(),
    getPartnershipPage(),
    getSponsorshipPage(),
  ];
}
