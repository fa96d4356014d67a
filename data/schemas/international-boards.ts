import { z } from 'zod';
import { INTERNATIONAL_COUNTRIES } from '../options';
import { imagePathSchema, textSchema, uniqueBy } from './helpers';

export const InternationalBoardSchema = z
  .strictObject({
    country: z.enum(INTERNATIONAL_COUNTRIES),
    /** ISO 3166-1 alpha-2, lowercase; also the flag's file name. */
    code: z.string().regex(/^[a-z]{2}$/),
    ketua: textSchema,
    sekretaris: textSchema.optional(),
    /**
     * The country's flag as SVG (FLAG_SIZE, 4:3), from the flag-icons package (MIT). An image
     * rather than an emoji, which Windows renders as two letters.
     */
    flag: imagePathSchema('flags', 'svg'),
  })
  .refine((board) => board.flag === `/images/flags/${board.code}.svg`, {
    path: ['flag'],
    message: 'The flag file is named after the country code',
  });

export type InternationalBoard = z.infer<typeof InternationalBoardSchema>;
export type InternationalBoardInput = z.input<typeof InternationalBoardSchema>;

export const InternationalBoardListSchema = z
  .array(InternationalBoardSchema)
  .length(INTERNATIONAL_COUNTRIES.length)
  .superRefine(uniqueBy('country', (board) => board.country));

/** data/content/leadership/international.json: the country chapters, in the spec's order. */
export const InternationalBoardsFileSchema = z.strictObject({
  chapters: InternationalBoardListSchema,
});
