import { z } from 'zod';
import { PROVINCE_REGIONS } from '../options';
import { slugSchema, textSchema, uniqueBy } from './helpers';
import { PROVINCE_COUNT } from '@/lib/constants';

export const ProvincialBoardSchema = z.strictObject({
  /** Stable key for lists. */
  id: slugSchema,
  province: textSchema,
  region: z.enum(PROVINCE_REGIONS),
  /** Ketua Provinsi. */
  ketua: textSchema,
  sekretaris: textSchema,
  bendahara: textSchema,
});

export type ProvincialBoard = z.infer<typeof ProvincialBoardSchema>;
export type ProvincialBoardInput = z.input<typeof ProvincialBoardSchema>;

export const ProvincialBoardListSchema = z
  .array(ProvincialBoardSchema)
  .length(PROVINCE_COUNT)
  .superRefine(uniqueBy('province id', (board) => board.id))
  .superRefine(uniqueBy('province', (board) => board.province));

/** data/content/leadership/provincial.json: the boards in one list, in the page's order. */
export const ProvincialBoardsFileSchema = z.strictObject({ provinces: ProvincialBoardListSchema });
