import { z } from 'zod';
import { INTERNATIONAL_COUNTRIES } from './options';
import { imagePathSchema, textSchema, uniqueBy } from './schema-helpers';

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

export const InternationalBoardListSchema = z
  .array(InternationalBoardSchema)
  .length(INTERNATIONAL_COUNTRIES.length)
  .superRefine(uniqueBy('country', (board) => board.country));

const internationalBoards: readonly InternationalBoard[] = Object.freeze(
  InternationalBoardListSchema.parse([
    {
      country: 'Australia',
      code: 'au',
      ketua: 'Adrian Wirawan Tedjo',
      sekretaris: 'Nadia Prameswari',
      flag: '/images/flags/au.svg',
    },
    {
      country: 'China',
      code: 'cn',
      ketua: 'Wilson Gunadi',
      flag: '/images/flags/cn.svg',
    },
    {
      country: 'Canada',
      code: 'ca',
      ketua: 'Gregorius Anton Siahaan',
      sekretaris: 'Clarissa Maharani',
      flag: '/images/flags/ca.svg',
    },
    {
      country: 'India',
      code: 'in',
      ketua: 'Arvin Mahardika',
      flag: '/images/flags/in.svg',
    },
    {
      country: 'Malaysia',
      code: 'my',
      ketua: 'Zulfikar Rahman Harahap',
      sekretaris: 'Nur Aisyah Lubis',
      flag: '/images/flags/my.svg',
    },
    {
      country: 'Singapore',
      code: 'sg',
      ketua: 'Michael Santoso Wijaya',
      sekretaris: 'Amelia Kusumadewi',
      flag: '/images/flags/sg.svg',
    },
    {
      country: 'USA',
      code: 'us',
      ketua: 'Daniel Prasetya Gunawan',
      flag: '/images/flags/us.svg',
    },
  ]),
);

/** The seven international boards, in the spec's order. */
export function getInternationalBoards(): readonly InternationalBoard[] {
  return internationalBoards;
}
