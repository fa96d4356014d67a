import { fromContent } from './content-files';
import { getEvents } from './events';
import { getHomePage } from './home';
import { clockInEdition, type Locale } from './locales';
import { checkCollection, pageSource } from './schemas/content-file';
import { homeEventListSchema, type HomeEvent } from './schemas/home-events';

/**
 * The home page's event summaries (data/content/pages/home.json), checked against the events
 * they announce: each an upcoming event, with its date and time.
 */
const editions = fromContent((): Record<Locale, readonly HomeEvent[]> => {
  const { en, id } = getHomePage();
  const home = pageSource('pages/home.json', 'en');
  checkCollection(
    homeEventListSchema(getEvents()),
    en.events,
    en.events.map((_, index) => ({ ...home, path: [...home.path!, 'events', index] })),
  );
  return {
    en: Object.freeze(en.events),
    id: Object.freeze(
      id.events.map((summary) => ({ ...summary, time: clockInEdition(summary.time, 'id') })),
    ),
  };
});

/** The three event summaries on the home page, the flagship first, in `locale`. */
export function getHomeEvents(locale: Locale = 'en'): readonly HomeEvent[] {
  return editions()[locale];
}
