import { HOME_EVENT_CONTENT } from './content/home-events';
import { getEvents } from './events';
import { homeEventListSchema, type HomeEvent } from './schemas/home-events';

const homeEvents: readonly HomeEvent[] = Object.freeze(
  homeEventListSchema(getEvents()).parse(HOME_EVENT_CONTENT),
);

/** The three event summaries on the home page, the flagship first. */
export function getHomeEvents(): readonly HomeEvent[] {
  return homeEvents;
}
