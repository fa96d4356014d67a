import { z } from 'zod';
import { HOME_EVENT_COUNT } from '@/lib/constants';
import { textSchema } from './helpers';
import { HomeEventSchema, HomeEventTranslationSchema } from './home-events';

/**
 * The pages whose texts are a record of their own (data/content/pages/<page>.json): About Us, the
 * home page and Contact Us. Each has its schema and its Indonesian text: every text field,
 * required, in the English object's shape. Years, letters, names and figures are shared, so they
 * are not in the translation.
 */
const note = z.strictObject({ title: textSchema, text: textSchema });

export const AboutPageSchema = z.strictObject({
  intro: textSchema,
  history: z.strictObject({
    title: textSchema,
    milestones: z
      .array(
        z.strictObject({ year: z.string().regex(/^\d{4}$/), title: textSchema, text: textSchema }),
      )
      .length(4),
  }),
  vision: textSchema,
  missions: z.array(note).min(1),
  /** Creative, Empowerment, Optimistic: their letters spell CEO. */
  values: z
    .array(
      z.strictObject({ letter: z.string().regex(/^[A-Z]$/), title: textSchema, text: textSchema }),
    )
    .length(3),
  closingQuote: z.strictObject({ text: textSchema, author: textSchema }),
});
export type AboutPage = z.infer<typeof AboutPageSchema>;

/** The home page's CEO Directory teaser: text only, the same shape in both editions. */
const DirectoryTeaserSchema = z.strictObject({
  eyebrow: textSchema,
  title: textSchema,
  description: textSchema,
  note: textSchema,
});

export const HomePageSchema = z.strictObject({
  quote: z.strictObject({ text: textSchema, author: textSchema, role: textSchema }),
  directoryTeaser: DirectoryTeaserSchema,
  /** The three event summaries, the flagship first (checked against the events by data/home-events.ts). */
  events: z.array(HomeEventSchema).length(HOME_EVENT_COUNT),
});
export type HomePage = z.infer<typeof HomePageSchema>;

export const ContactPageSchema = z.strictObject({
  intro: textSchema,
  bankNote: textSchema,
  mapNote: textSchema,
});
export type ContactPage = z.infer<typeof ContactPageSchema>;

export const AboutTranslationSchema = z.strictObject({
  intro: textSchema,
  history: z.strictObject({ title: textSchema, milestones: z.array(note).length(4) }),
  vision: textSchema,
  missions: z.array(note).min(1),
  values: z.array(note).length(3),
  closingQuote: z.strictObject({ text: textSchema, author: textSchema }),
});
export type AboutTranslation = z.input<typeof AboutTranslationSchema>;

export const HomeTranslationSchema = z.strictObject({
  quote: z.strictObject({ text: textSchema, role: textSchema }),
  directoryTeaser: DirectoryTeaserSchema,
  events: z.array(HomeEventTranslationSchema),
});
export type HomeTranslation = z.input<typeof HomeTranslationSchema>;

/** The Contact page is text only: its translation has its shape. */
export const ContactPageTranslationSchema = ContactPageSchema;
export type ContactPageTranslation = z.input<typeof ContactPageTranslationSchema>;
