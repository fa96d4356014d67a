import { HOME_EVENT_CONTENT } from './content/home-events';
import { HOME_EVENT_CONTENT_ID } from './content/id/home-events';
import { getEvents } from './events';
import { clockInEdition, type Locale } from './locales';
import {
  HomeEventTranslationSchema,
  homeEventListSchema,
  type HomeEvent,
} from './schemas/home-events';
import { localizeRecords } from './schemas/translation';

const homeEvents: readonly HomeEvent[] = Object.freeze(
  homeEventListSchema(getEvents()).parse(HOME_EVENT_CONTENT),
);

const editions: Readonly<Record<Locale, readonly HomeEvent[]>> = {
  en: homeEvents,
  id: Object.freeze(
    localizeRecords(
      'home event',
      homeEvents,
      HOME_EVENT_CONTENT_ID,
      HomeEventTranslationSchema,
      (summary) => summary.id,
    ).map((summary) => ({ ...summary, time: clockInEdition(summary.time, 'id') })),
  ),
};

/** The three event summaries on the home page, the flagship first, in `locale`. */
export function getHomeEvents(locale: Locale = 'en'): readonly HomeEvent[] {
  return editions[locale];
}
