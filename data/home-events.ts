import { z } from 'zod';
import { getEventBySlug } from './events';
import { HOME_EVENT_TYPES } from './options';
import { isoDateSchema, slugSchema, textSchema, uniqueBy } from './schema-helpers';

export const HomeEventSchema = z.strictObject({
  id: z.string().regex(/^home-event-\d{3}$/),
  /** The slug of an upcoming event, so 'Register Now' never leads to 'Event Not Found'. */
  slug: slugSchema,
  title: textSchema,
  type: z.enum(HOME_EVENT_TYPES),
  date: isoDateSchema,
  time: textSchema,
  /** Venue and city as one line. */
  location: textSchema,
  /** Audience as text, e.g. '150+ CEOs'. */
  attendees: textSchema,
  description: textSchema,
  /** The flagship event, shown larger; only the first summary has it. */
  featured: z.boolean(),
});

export type HomeEvent = z.infer<typeof HomeEventSchema>;

export const HomeEventListSchema = z
  .array(HomeEventSchema)
  .length(3)
  .superRefine(uniqueBy('home event slug', (summary) => summary.slug))
  .superRefine((summaries, ctx) => {
    summaries.forEach((summary, index) => {
      const event = getEventBySlug(summary.slug);
      if (!event || event.status !== 'upcoming') {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'slug'],
          message: `"${summary.slug}" is not an upcoming event`,
        });
      } else if (event.date !== summary.date || event.time !== summary.time) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'date'],
          message: `The summary of "${summary.slug}" disagrees with the event's date or time`,
        });
      }
      if (summary.featured !== (index === 0)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'featured'],
          message: 'Only the first summary is the featured flagship',
        });
      }
    });
  });

const homeEvents: readonly HomeEvent[] = Object.freeze(
  HomeEventListSchema.parse([
    {
      id: 'home-event-001',
      slug: 'nusantara-ceo-summit-2027',
      title: 'Nusantara CEO Summit 2027',
      type: 'Summit',
      date: '2027-04-15',
      time: '07:30 – 18:00 WIB',
      location: 'Grand Cakrawala Convention Hall, Jakarta',
      attendees: '500+ CEOs',
      description:
        'Our flagship annual gathering: a day of keynotes, panels and breakout tracks on growth beyond Java, the energy transition and leadership in the age of AI, closing with the Summit Declaration.',
      featured: true,
    },
    {
      id: 'home-event-002',
      slug: 'eastern-indonesia-investment-forum-2027',
      title: 'Eastern Indonesia Investment Forum 2027',
      type: 'Forum',
      date: '2027-06-10',
      time: '09:00 – 15:30 WIB',
      location: 'Losari Bay Convention Centre, Makassar',
      attendees: '150+ CEOs',
      description:
        'Investors, regional leaders and entrepreneurs on ports, fisheries, downstream minerals and tourism in eastern Indonesia, with an afternoon of investor matchmaking.',
      featured: false,
    },
    {
      id: 'home-event-003',
      slug: 'family-business-succession-roundtable-surabaya',
      title: 'Family Business Succession Roundtable',
      type: 'Roundtable',
      date: '2026-12-10',
      time: '15:00 – 18:30 WIB',
      location: 'Hotel Arjuna Surabaya, Surabaya',
      attendees: '30 CEOs',
      description:
        'A closed-door conversation for owners and successors of family companies on handing over leadership without losing the business or the family.',
      featured: false,
    },
  ]),
);

/** The three event summaries on the home page, the flagship first. */
export function getHomeEvents(): readonly HomeEvent[] {
  return homeEvents;
}
