import { z } from 'zod';
import { UPLOAD_NAME_PATTERN, UPLOADS_PATH } from '../uploads';

/**
 * The day the content was last reviewed. Event status is fixed in the data (the spec says so), so
 * this is what "upcoming" and "past" were decided against; the tests hold the data to it.
 */
export const CONTENT_DATE = '2026-11-21';

/** Lowercase words joined by single hyphens: safe in a URL without encoding. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugSchema = z
  .string()
  .regex(SLUG_PATTERN, 'Slugs are lowercase words joined by hyphens');

/** Text that must say something: empty or padded strings are content mistakes. */
export const textSchema = z
  .string()
  .min(1)
  .refine((value) => value.trim() === value, 'Text must not start or end with whitespace');

/** A calendar day as `YYYY-MM-DD`, never a Date: it renders the same in every time zone. */
export const isoDateSchema = z.iso.date();

// Everything in the data is fictional, so links and addresses stay on reserved example domains
// (RFC 2606) and can never reach a real person or company.
const EXAMPLE_DOMAIN = '(?:[a-z0-9-]+\\.)*(?:example|example\\.com|example\\.org|example\\.net)';
const EXAMPLE_HOSTNAME = new RegExp(`^${EXAMPLE_DOMAIN}$`);

/** An https link on a reserved example domain, as the editor checks it (the schema parses it). */
export const EXAMPLE_URL_PATTERN = new RegExp(
  `^https://${EXAMPLE_DOMAIN}(?::\\d+)?(?:[/?#]\\S*)?$`,
);

/** An e-mail address on a reserved example domain, as the editor checks it. */
export const EXAMPLE_EMAIL_PATTERN = new RegExp(`^[^\\s@]+@${EXAMPLE_DOMAIN}$`);

export const exampleUrlSchema = z.url({
  protocol: /^https$/,
  hostname: EXAMPLE_HOSTNAME,
  error: 'Links must use https and a reserved example domain',
});

export const exampleEmailSchema = z
  .email()
  .refine(
    (email) => EXAMPLE_HOSTNAME.test(email.slice(email.indexOf('@') + 1)),
    'E-mail addresses must use a reserved example domain',
  );

/**
 * A root-relative path to an image: the drawn artwork in `public/images/<folder>/`, or (for
 * photos, `extension` 'webp') a JPEG, PNG or WebP staff uploaded, `/images/uploads/<file>`.
 */
export function imagePathSchema(folder: string, extension: 'webp' | 'svg' = 'webp') {
  const drawn = `/images/${folder}/[a-z0-9]+(?:-[a-z0-9]+)*\\.${extension}`;
  const uploaded = `${UPLOADS_PATH}/${UPLOAD_NAME_PATTERN.source.slice(1, -1)}`;
  const pattern = new RegExp(`^(?:${drawn}${extension === 'webp' ? `|${uploaded}` : ''})$`);
  const expected =
    extension === 'webp'
      ? `an uploaded photo (JPEG, PNG or WebP) or /images/${folder}/<name>.webp`
      : `/images/${folder}/<name>.${extension}`;
  return z.string().regex(pattern, `Expected ${expected}`);
}

/** A superRefine check for arrays: reports every item whose key was already used. */
export function uniqueBy<T>(label: string, key: (item: T) => string) {
  return (items: T[], ctx: z.RefinementCtx<T[]>) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) {
        ctx.addIssue({ code: 'custom', message: `Duplicate ${label} "${value}"`, path: [index] });
      }
      seen.add(value);
    });
  };
}
