import { z } from 'zod';
import { textSchema } from './helpers';

/**
 * The Indonesian text of the page-copy modules (data/about.ts, data/home.ts, data/contact.ts):
 * every text field, required, in the English object's shape. Years, letters, names and figures
 * are shared, so they are not here.
 */
const note = z.strictObject({ title: textSchema, text: textSchema });

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
  directoryTeaser: z.strictObject({
    eyebrow: textSchema,
    title: textSchema,
    description: textSchema,
    note: textSchema,
  }),
});
export type HomeTranslation = z.input<typeof HomeTranslationSchema>;

export const ContactPageTranslationSchema = z.strictObject({
  intro: textSchema,
  bankNote: textSchema,
  mapNote: textSchema,
});
export type ContactPageTranslation = z.input<typeof ContactPageTranslationSchema>;
