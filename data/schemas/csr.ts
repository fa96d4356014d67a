import { z } from 'zod';
import { CSR_PROGRAM_TITLES } from '../options';
import { slugSchema, textSchema, uniqueBy } from './helpers';

export const CsrProgramSchema = z.strictObject({
  /** Stable key; the page maps it to an icon. */
  id: slugSchema,
  title: z.enum(CSR_PROGRAM_TITLES),
  description: textSchema,
  highlights: z.array(textSchema).min(1),
});

export type CsrProgram = z.infer<typeof CsrProgramSchema>;
export type CsrProgramInput = z.input<typeof CsrProgramSchema>;

export const CsrProgramListSchema = z
  .array(CsrProgramSchema)
  .length(CSR_PROGRAM_TITLES.length)
  .superRefine(uniqueBy('CSR programme', (program) => program.title))
  .superRefine(uniqueBy('CSR programme id', (program) => program.id));

export const CsrNoteSchema = z.strictObject({ title: textSchema, text: textSchema });
export type CsrNote = z.infer<typeof CsrNoteSchema>;

/** The CSR page: its introduction, the programmes, how donating works, how funds are reported. */
export const CsrPageSchema = z.strictObject({
  intro: textSchema,
  /** The spec's five programmes, in its order. */
  programmes: CsrProgramListSchema,
  /** How donating works, in order. */
  steps: z.array(CsrNoteSchema).min(3),
  /** How donations are recorded, spent and reported. */
  transparency: z.array(CsrNoteSchema).min(3),
});

/**
 * A programme's Indonesian text. Its title is one of the spec's programme names (an option list),
 * which the interface labels in each language, so it is not here.
 */
export const CsrProgramTranslationSchema = z.strictObject({
  description: textSchema,
  highlights: z.array(textSchema).min(1),
});
export type CsrProgramTranslation = z.input<typeof CsrProgramTranslationSchema>;

export const CsrPageTranslationSchema = z.strictObject({
  intro: textSchema,
  programmes: z.array(CsrProgramTranslationSchema),
  steps: z.array(CsrNoteSchema),
  transparency: z.array(CsrNoteSchema),
});
export type CsrPageTranslation = z.input<typeof CsrPageTranslationSchema>;

export type CsrPage = z.infer<typeof CsrPageSchema>;
export type CsrPageInput = z.input<typeof CsrPageSchema>;
