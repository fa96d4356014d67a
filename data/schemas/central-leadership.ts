import { z } from 'zod';
import { CENTRAL_BOARD_NAMES, MAIN_OFFICER_ROLES } from '../options';
import { slugSchema, textSchema, uniqueBy } from './helpers';
import { LEADERSHIP_TERM, WORKING_FIELD_COUNT } from '@/lib/constants';

export const LeaderSchema = z.strictObject({
  name: textSchema,
  /** What the person does outside the association, in English. */
  title: textSchema,
});

export const LeadershipGroupSchema = z.strictObject({
  id: slugSchema,
  name: z.enum(CENTRAL_BOARD_NAMES),
  /** A short English description of what the board does. */
  role: textSchema,
  head: LeaderSchema,
  members: z.array(LeaderSchema).min(1),
});

export const MainOfficerSchema = z.strictObject({
  name: textSchema,
  role: z.enum(MAIN_OFFICER_ROLES),
});

export const WorkingFieldSchema = z.strictObject({
  id: slugSchema,
  /** Indonesian, e.g. 'Bidang Energi & Sumber Daya Mineral'. */
  name: z.string().regex(/^Bidang \S/),
  /** One to three chairs. */
  ketua: z.array(textSchema).min(1).max(3),
  /** Members; the page does not display them. */
  anggota: z.array(textSchema).min(1),
});

export const CentralLeadershipSchema = z.strictObject({
  term: z.literal(LEADERSHIP_TERM),
  groups: z
    .array(LeadershipGroupSchema)
    .length(CENTRAL_BOARD_NAMES.length)
    .superRefine(uniqueBy('board', (group) => group.name)),
  mainOfficers: z
    .array(MainOfficerSchema)
    .length(MAIN_OFFICER_ROLES.length)
    .superRefine(uniqueBy('officer role', (officer) => officer.role)),
  workingFields: z
    .array(WorkingFieldSchema)
    .length(WORKING_FIELD_COUNT)
    .superRefine(uniqueBy('working field id', (field) => field.id))
    .superRefine(uniqueBy('working field', (field) => field.name)),
});

const LeaderTranslationSchema = z.strictObject({ title: textSchema });

/**
 * The Indonesian text of the central leadership: each board's description and each person's
 * title. Names, board names and the working fields (already Indonesian) are shared.
 */
export const CentralLeadershipTranslationSchema = z.strictObject({
  groups: z.array(
    z.strictObject({
      role: textSchema,
      head: LeaderTranslationSchema,
      members: z.array(LeaderTranslationSchema),
    }),
  ),
});
export type CentralLeadershipTranslation = z.input<typeof CentralLeadershipTranslationSchema>;

export type CentralLeadership = z.infer<typeof CentralLeadershipSchema>;
export type CentralLeadershipInput = z.input<typeof CentralLeadershipSchema>;
export type Leader = z.infer<typeof LeaderSchema>;
export type LeadershipGroup = z.infer<typeof LeadershipGroupSchema>;
export type MainOfficer = z.infer<typeof MainOfficerSchema>;
export type WorkingField = z.infer<typeof WorkingFieldSchema>;
