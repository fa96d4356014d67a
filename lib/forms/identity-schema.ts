// The identity block's rules (its fields, limits and messages: identity.ts), for the forms' schemas.
import type { ZodMiniString } from 'zod/mini';
import { tooLong } from './fields';
import {
  IDENTITY_FIELDS,
  IDENTITY_LIMITS,
  type IdentityField,
  type IdentityMessages,
  type IdentityName,
  type IdentityOptions,
} from './identity';
import { emailText, optionalText, requiredText } from './rules';

/**
 * A field's name inside its 'too long' message: the subject of its 'required' one ('Full name' of
 * 'Full name is required', 'Nomor WhatsApp' of 'Nomor WhatsApp diperlukan').
 */
const subjectOf = (required: string) => required.replace(/ (is required|diperlukan)$/, '');

/**
 * The identity block's rules for a form, in block order, to spread first into its z.object:
 * values are trimmed before the emptiness check, the e-mail must match the spec's pattern, and
 * every text is capped at IDENTITY_LIMITS with a 'too long' message in `language`.
 */
export function identityShape<F extends IdentityField = IdentityField, P extends string = 'phone'>(
  messages: IdentityMessages,
  language: 'en' | 'id',
  {
    fields = IDENTITY_FIELDS as readonly IdentityField[] as readonly F[],
    optional = [],
    phoneName,
  }: IdentityOptions<F, P> = {},
) {
  const rule = (key: IdentityField): ZodMiniString<string> => {
    const required = messages[key];
    const limit = {
      max: IDENTITY_LIMITS[key],
      tooLong: tooLong[language](subjectOf(required), IDENTITY_LIMITS[key]),
    };
    if ((optional as readonly IdentityField[]).includes(key)) return optionalText(limit);
    if (key === 'email') return emailText({ required, invalid: messages.emailInvalid }, limit);
    return requiredText(required, limit);
  };
  const shape: Record<string, ZodMiniString<string>> = {};
  for (const key of fields) shape[key === 'phone' ? (phoneName ?? key) : key] = rule(key);
  return shape as Record<IdentityName<F, P>, ZodMiniString<string>>;
}
