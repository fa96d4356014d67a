// Who is writing: the identity block every form shares (full name, e-mail, company, position, a
// phone number). One set of limits and one builder of its rules; a form picks which of the fields
// it asks (the contact form: name, e-mail and an optional phone), what its phone field is called
// ('whatsapp' on the Indonesian partnership and sponsorship forms) and its messages: the block's
// own in the form's language, with the form's own where it words a field its own way. The block's
// rules are in identity-schema.ts, fetched with a form's schema once the form has hydrated.

/** The identity block's fields, in every form's order (the phone last). */
export const IDENTITY_FIELDS = ['fullName', 'email', 'company', 'position', 'phone'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

/** The longest value each identity field takes; the inputs carry the same maxLength. */
export const IDENTITY_LIMITS = {
  fullName: 100,
  email: 254,
  company: 120,
  position: 100,
  phone: 30,
} as const satisfies Record<IdentityField, number>;

/** What the identity block says when a field is left empty, and when the e-mail is malformed. */
export type IdentityMessages = Record<IdentityField | 'emailInvalid', string>;

/**
 * The identity block's messages in Indonesian, word for word as the spec's partnership form has
 * them (§5), the phone asked as a telephone; the English ones are in identity-messages.ts. A form that
 * words a field its own way overrides it ('Nomor WhatsApp diperlukan').
 */
export const IDENTITY_MESSAGES_ID = {
  fullName: 'Nama lengkap diperlukan',
  email: 'Email diperlukan',
  emailInvalid: 'Format email tidak valid',
  company: 'Nama perusahaan diperlukan',
  position: 'Jabatan diperlukan',
  phone: 'Nomor telepon diperlukan',
} as const satisfies IdentityMessages;

/** A field's name in a form: the phone's is `P` ('phone' unless the form calls it otherwise). */
export type IdentityName<F extends IdentityField, P extends string> =
  Exclude<F, 'phone'> | ('phone' extends F ? P : never);

export type IdentityOptions<F extends IdentityField, P extends string> = {
  /** The fields the form asks, in block order (all five unless given). */
  fields?: readonly F[];
  /** Fields the visitor may leave empty (only trimmed and capped): the contact form's phone. */
  optional?: readonly Exclude<F, 'email'>[];
  /** The phone field's name in the form ('phone' unless given). */
  phoneName?: P;
};

/** The identity block of an empty form. */
export const EMPTY_IDENTITY = { fullName: '', email: '', company: '', position: '', phone: '' };
