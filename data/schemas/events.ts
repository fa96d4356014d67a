import { z } from 'zod';
import { EVENT_CATEGORIES, EVENT_CITIES, EVENT_STATUSES } from '../options';
import {
  CONTENT_DATE,
  imagePathSchema,
  isoDateSchema,
  slugSchema,
  textSchema,
  uniqueBy,
} from './helpers';

export const EventLocationSchema = z.strictObject({
  city: z.enum(EVENT_CITIES),
  venue: textSchema,
  address: textSchema,
});

export const EventAgendaItemSchema = z.strictObject({
  /** Start time, 24-hour `HH:mm`, in WIB like the event's time range. */
  time: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/),
  session: textSchema,
  /** The name of one of the event's speakers. */
  speaker: textSchema.optional(),
});

export const EventSpeakerSchema = z.strictObject({
  name: textSchema,
  title: textSchema,
  company: textSchema,
});

export const EventSchema = z
  .strictObject({
    id: z.string().regex(/^event-\d{3}$/),
    slug: slugSchema,
    title: textSchema,
    category: z.enum(EVENT_CATEGORIES),
    date: isoDateSchema,
    /** A time range as text, e.g. '08:30 – 17:00 WIB'. */
    time: z.string().regex(/^\d{2}:\d{2} – \d{2}:\d{2} WIB$/),
    location: EventLocationSchema,
    shortDescription: textSchema,
    /** One string per paragraph. */
    overview: z.array(textSchema).min(1),
    agenda: z.array(EventAgendaItemSchema).min(1),
    /** May be empty; the Speakers section is then hidden. */
    speakers: z.array(EventSpeakerSchema),
    notes: z.array(textSchema),
    capacity: z.int().positive(),
    registeredCount: z.int().nonnegative(),
    /** Fixed in the data (the spec says so), consistent with CONTENT_DATE. */
    status: z.enum(EVENT_STATUSES),
    /** Cover, COVER_SIZE. */
    image: imagePathSchema('events'),
  })
  .superRefine((event, ctx) => {
    const upcoming = event.date > CONTENT_DATE;
    if ((event.status === 'upcoming') !== upcoming) {
      ctx.addIssue({
        code: 'custom',
        path: ['status'],
        message: `An event on ${event.date} is ${upcoming ? 'upcoming' : 'past'} as of ${CONTENT_DATE}`,
      });
    }
    const speakerNames = new Set(event.speakers.map((speaker) => speaker.name));
    event.agenda.forEach((item, index) => {
      if (item.speaker && !speakerNames.has(item.speaker)) {
        ctx.addIssue({
          code: 'custom',
          path: ['agenda', index, 'speaker'],
          message: `"${item.speaker}" is not one of the event's speakers`,
        });
      }
    });
  });

/**
 * An event's Indonesian text. Its date, time, place, figures, status and image, and the speakers'
 * names and companies, are shared; the agenda's sessions and the speakers' titles mirror the
 * English lists one for one.
 */
export const EventTranslationSchema = z.strictObject({
  title: textSchema,
  shortDescription: textSchema,
  overview: z.array(textSchema).min(1),
  agenda: z.array(z.strictObject({ session: textSchema })).min(1),
  speakers: z.array(z.strictObject({ title: textSchema })),
  notes: z.array(textSchema),
});
export type EventTranslation = z.input<typeof EventTranslationSchema>;

export type EventItem = z.infer<typeof EventSchema>;
export type EventInput = z.input<typeof EventSchema>;
export type EventLocation = z.infer<typeof EventLocationSchema>;
export type EventAgendaItem = z.infer<typeof EventAgendaItemSchema>;
export type EventSpeaker = z.infer<typeof EventSpeakerSchema>;

export const EventListSchema = z
  .array(EventSchema)
  .superRefine(uniqueBy('event id', (event) => event.id))
  .superRefine(uniqueBy('event slug', (event) => event.slug));
