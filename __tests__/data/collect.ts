// Gathers what the data-wide tests check: every person the content names, and all of it as one
// list of collections. (Every image it names: data/artwork.ts.) Not a test file itself (see testMatch).
import { getPublishedArticles } from '@/data/articles';
import { getCeos } from '@/data/ceos';
import { getCentralLeadership } from '@/data/central-leadership';
import { getCrowdfundingProjects } from '@/data/crowdfunding';
import { getCsrPrograms } from '@/data/csr';
import { getEvents } from '@/data/events';
import { getAlbums, getGalleryPhotos } from '@/data/gallery';
import { getHomeEvents } from '@/data/home-events';
import { getInternationalBoards } from '@/data/international-boards';
import { getPublishedNews } from '@/data/news';
import { getMembershipPage } from '@/data/membership';
import { getPartnershipPage } from '@/data/partnership';
import { getProvincialBoards } from '@/data/provincial-boards';
import { getSponsorshipPage } from '@/data/sponsorship';

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
    getMembershipPage(),
  ];
}
