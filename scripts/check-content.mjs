// `npm run check:content`: reads every content file as the build does (data/content-files.ts and
// the loaders), in both languages, and says what is wrong, naming the file and the field; a few
// seconds instead of a build. CONTENT_ROOT reads another copy of data/ (the editor's tests).
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const REPOSITORY = fileURLToPath(new URL('..', import.meta.url));
const jiti = createJiti(import.meta.url, { alias: { '@': REPOSITORY } });
const load = (module) => jiti.import(`${REPOSITORY}data/${module}.ts`);

try {
  const [events, articles, news, ceos, projects, gallery, homeEvents] = await Promise.all(
    ['events', 'articles', 'news', 'ceos', 'crowdfunding', 'gallery', 'home-events'].map(load),
  );
  const counts = {
    events: events.getEvents().length,
    articles: articles.getPublishedArticles().length,
    'news items': news.getPublishedNews().length,
    profiles: ceos.getCeos().length,
    projects: projects.getCrowdfundingProjects().length,
    albums: gallery.getAlbums().length,
    photos: gallery.getGalleryPhotos().length,
  };
  homeEvents.getHomeEvents();
  const pages = {
    about: 'getAbout',
    contact: 'getContactPage',
    csr: 'getCsrPage',
    membership: 'getMembershipPage',
    partnership: 'getPartnershipPage',
    sponsorship: 'getSponsorshipPage',
    'central-leadership': 'getCentralLeadership',
    'provincial-boards': 'getProvincialBoards',
    'international-boards': 'getInternationalBoards',
  };
  for (const [module, getter] of Object.entries(pages)) (await load(module))[getter]();
  (await load('site')).getSiteText('id');
  // The Indonesian edition against the glossary (docs/glossary.md) and the typography of numbers.
  const slips = (await load('content-files')).indonesianStyleIssues();
  if (slips.length > 0) {
    const { ContentError } = await load('schemas/content-file');
    throw new ContentError(
      `${slips.length} Indonesian ${slips.length === 1 ? 'text breaks' : 'texts break'} the glossary (docs/glossary.md):\n${slips.join('\n')}`,
    );
  }
  const { collectImageReferences } = await load('artwork');
  const images = collectImageReferences().length;
  console.log(
    `content: ${Object.entries(counts)
      .map(([what, count]) => `${count} ${what}`)
      .join(
        ', ',
      )}, the pages, boards and settings, ${images} images; every file is valid in both languages, and the Indonesian follows the glossary.`,
  );
} catch (error) {
  console.error(error.name === 'ContentError' ? `content: ${error.message}` : error);
  process.exitCode = 1;
}
