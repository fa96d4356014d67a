import { z } from 'zod';
import { exampleEmailSchema, exampleUrlSchema, textSchema } from './helpers';

const yearSchema = z.int().min(2000).max(2100);

/**
 * The association's facts, as staff keep them (data/content/settings/site.json): its names and
 * figures, the secretariat's address, phone and e-mail, the bank account for transfers and the
 * donation platform. The site's address, logo and social icons are the code's (data/site.ts).
 */
export const SiteSettingsSchema = z.strictObject({
  name: textSchema,
  /** The initials on application references ('NCN-2026-…'). */
  shortName: z.string().regex(/^[A-Z]{2,6}$/, 'Two to six capital letters'),
  /** The foundation's registered name. */
  legalName: textSchema,
  tagline: textSchema,
  /** The site's description for search engines and share previews. */
  description: textSchema,
  /** The footer's paragraph about the association. */
  blurb: textSchema,
  foundedYear: yearSchema,
  memberCount: z.int().positive(),
  /** The year whose end the member count is from. */
  memberCountYear: yearSchema,
  copyrightYear: yearSchema,
  contact: z.strictObject({
    addressLines: z.array(textSchema).min(1).max(4),
    /** As it is written, '+62 21 5550 2016'; the link dials the same digits. */
    phone: z.string().regex(/^\+\d+(?: \d+)*$/, 'A number like +62 21 5550 2016'),
    email: exampleEmailSchema,
    officeHours: textSchema,
  }),
  bank: z.strictObject({
    bankName: textSchema,
    branch: textSchema,
    accountName: textSchema,
    accountNumber: z.string().regex(/^\d+(?: \d+)*$/, 'Digits, in groups if you like'),
  }),
  /** Every donate button opens it, in a new tab. */
  donationUrl: exampleUrlSchema,
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** The settings' Indonesian: the tagline, descriptions, address lines and office hours. */
export const SiteTranslationSchema = z.strictObject({
  tagline: textSchema,
  description: textSchema,
  blurb: textSchema,
  contact: z.strictObject({ addressLines: z.array(textSchema), officeHours: textSchema }),
});
