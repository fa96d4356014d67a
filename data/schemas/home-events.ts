import { z } from 'zod';
import { HOME_EVENT_COUNT } from '@/lib/constants';
import type { EventItem } from './events';
import { HOME_EVENT_TYPES } from '../options';
import { isoDateSchema, slugSchema, textSchema, uniqueBy } from './helpers';

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

/** A summary's Indonesian text; the slug, type, date, time and place are shared. */
export const HomeEventTranslationSchema = z.strictObject({
  title: textSchema,
  attendees: textSchema,
  description: textSchema,
});

export type HomeEventTranslation = z.input<typeof HomeEventTranslationSchema>;

export type HomeEvent = z.infer<typeof HomeEventSchema>;
export type HomeEventInput = z.input<typeof HomeEventSchema>;

/**
 * The home page's three summaries, checked against the events they announce (`events`): each
 * points at an upcoming event with the same date and time.
 */
export const homeEventListSchema = (events: readonly EventItem[]) =>
  z
    .array(HomeEventSchema)
    .length(HOME_EVENT_COUNT)
    .superRefine(uniqueBy('home event slug', (summary) => summary.slug))
    .superRefine((summaries, ctx) => {
      summaries.forEach((summary, index) => {
        const event = events.find((candidate) => candidate.slug === summary.slug);
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
