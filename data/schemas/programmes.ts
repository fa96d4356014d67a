// The shapes the partnership and sponsorship pages share.
import { z } from 'zod';
import { textSchema, uniqueBy } from './helpers';

export const TitledTextSchema = z.strictObject({ title: textSchema, text: textSchema });
export type TitledText = z.infer<typeof TitledTextSchema>;

/** A list of titled items whose titles differ. */
export const titledListSchema = (min: number) =>
  z
    .array(TitledTextSchema)
    .min(min)
    .superRefine(uniqueBy('title', (item) => item.title));

export const PACKAGE_TIERS = ['platinum', 'gold', 'silver'] as const;

export const PackageSchema = z.strictObject({
  id: z.enum(PACKAGE_TIERS),
  name: textSchema,
  /** How many VIP invitations to the association's flagship events the package includes. */
  vipInvites: z.int().positive(),
  summary: textSchema,
  features: z.array(textSchema).min(3),
});
export type ProgrammePackage = z.infer<typeof PackageSchema>;

/** Platinum, Gold and Silver, in that order, each with fewer VIP invites than the one before. */
export const packagesSchema = z
  .array(PackageSchema)
  .length(3)
  .superRefine((packages, ctx) => {
    packages.forEach((pkg, index) => {
      if (pkg.id !== PACKAGE_TIERS[index]) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: `Package ${index + 1} must be ${PACKAGE_TIERS[index]}`,
        });
      }
      const previous = packages[index - 1];
      if (previous && previous.vipInvites <= pkg.vipInvites) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'vipInvites'],
          message: 'A lower tier has fewer VIP invites',
        });
      }
    });
  });

/** The three packages' Indonesian: the summary and features; id, name and invites are shared. */
export const PackagesTranslationSchema = z
  .array(z.strictObject({ summary: textSchema, features: z.array(textSchema).min(1) }))
  .length(PACKAGE_TIERS.length);
