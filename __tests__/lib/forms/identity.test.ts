import { BOARD_PROVINCES } from '@/data/board-provinces';
import * as z from 'zod/mini';
import { APPLICANT_LIMITS } from '@/lib/forms/applicant';
import { CONTACT_LIMITS, EMPTY_CONTACT } from '@/lib/forms/contact';
import { contactSchema, contactSchemaId } from '@/lib/forms/contact-schema';
import { fieldOrder } from '@/lib/forms/fields';
import { EMPTY_IDENTITY, IDENTITY_FIELDS, IDENTITY_LIMITS } from '@/lib/forms/identity';
import { identityShape } from '@/lib/forms/identity-schema';
import { IDENTITY_MESSAGES } from '@/lib/forms/identity-messages';
import { MEMBERSHIP_LIMITS } from '@/lib/forms/membership';
import { createMembershipSchema } from '@/lib/forms/membership-schema';
import { PARTNERSHIP_LIMITS } from '@/lib/forms/partnership';
import { partnershipSchema } from '@/lib/forms/partnership-schema';
import { REGISTRATION_LIMITS } from '@/lib/forms/registration';
import { createRegistrationSchema } from '@/lib/forms/registration-schema';
import { SPONSORSHIP_LIMITS } from '@/lib/forms/sponsorship';
import { sponsorshipSchema } from '@/lib/forms/sponsorship-schema';
import { errorsOf } from './errors-of';

const valid = {
  fullName: 'Sekar Ayuningtyas',
  email: 'sekar@kinara-tech.example',
  company: 'PT Kinara Teknologi Nusantara',
  position: 'Chief Executive Officer',
  phone: '+62 812 0000 0000',
};

describe('the identity block', () => {
  const english = z.object(identityShape(IDENTITY_MESSAGES.en, 'en'));
  const indonesian = z.object(identityShape(IDENTITY_MESSAGES.id, 'id'));

  it('has its five fields in block order, the phone last', () => {
    expect(fieldOrder(english.shape)).toEqual([...IDENTITY_FIELDS]);
    expect(Object.keys(EMPTY_IDENTITY)).toEqual([...IDENTITY_FIELDS]);
  });

  it.each([
    [
      'en',
      english,
      {
        fullName: 'Full name is required',
        email: 'Email is required',
        company: 'Company is required',
        position: 'Position/Title is required',
        phone: 'Phone number is required',
      },
    ],
    [
      'id',
      indonesian,
      {
        fullName: 'Nama lengkap diperlukan',
        email: 'Email diperlukan',
        company: 'Nama perusahaan diperlukan',
        position: 'Jabatan diperlukan',
        phone: 'Nomor telepon diperlukan',
      },
    ],
  ] as const)('says its words (%s) when left empty or blank', (_, schema, messages) => {
    expect(errorsOf(schema, EMPTY_IDENTITY)).toEqual(messages);
    const blank = { fullName: ' ', email: '\t', company: '\n', position: '  ', phone: ' ' };
    expect(errorsOf(schema, blank)).toEqual(messages);
  });

  it('trims what it accepts and keeps hostile text as text', () => {
    const name = '<script>alert(1)</script> 🦄';
    expect(english.parse({ ...valid, fullName: `  ${name}  `, email: ' a@b.co ' })).toEqual({
      ...valid,
      fullName: name,
      email: 'a@b.co',
    });
  });

  it.each([
    ['en', english, 'Please enter a valid email address'],
    ['id', indonesian, 'Format email tidak valid'],
  ] as const)('checks the e-mail against the spec’s pattern (%s)', (_, schema, message) => {
    expect(errorsOf(schema, { ...valid, email: 'sekar@kinara' })).toEqual({ email: message });
  });

  it('caps every field at its one limit, said in the words’ language', () => {
    const long = Object.fromEntries(IDENTITY_FIELDS.map((key) => [key, 'x'.repeat(1000)]));
    expect(errorsOf(english, long)).toMatchObject({
      fullName: `Full name must be ${IDENTITY_LIMITS.fullName} characters or fewer`,
      company: `Company must be ${IDENTITY_LIMITS.company} characters or fewer`,
      position: `Position/Title must be ${IDENTITY_LIMITS.position} characters or fewer`,
      phone: `Phone number must be ${IDENTITY_LIMITS.phone} characters or fewer`,
    });
    expect(errorsOf(indonesian, long)).toMatchObject({
      fullName: `Nama lengkap maksimal ${IDENTITY_LIMITS.fullName} karakter`,
      phone: `Nomor telepon maksimal ${IDENTITY_LIMITS.phone} karakter`,
    });
    const atTheLimit = Object.fromEntries(
      IDENTITY_FIELDS.map((key) => [key, 'x'.repeat(IDENTITY_LIMITS[key])]),
    );
    expect(errorsOf(english, atTheLimit)).toEqual({ email: 'Please enter a valid email address' });
  });

  describe('when a form asks only some fields, one of them optional', () => {
    const schema = z.object(
      identityShape(IDENTITY_MESSAGES.en, 'en', {
        fields: ['fullName', 'email', 'phone'],
        optional: ['phone'],
      }),
    );

    it('has those fields alone, in block order', () => {
      expect(fieldOrder(schema.shape)).toEqual(['fullName', 'email', 'phone']);
    });

    it('lets the optional one be empty, still trimmed and capped', () => {
      expect(schema.parse({ ...valid, phone: '   ' })).toEqual({
        fullName: valid.fullName,
        email: valid.email,
        phone: '',
      });
      expect(errorsOf(schema, { ...valid, phone: 'x'.repeat(31) })).toEqual({
        phone: 'Phone number must be 30 characters or fewer',
      });
    });
  });

  it('names the phone field as the form does', () => {
    const schema = z.object(identityShape(IDENTITY_MESSAGES.id, 'id', { phoneName: 'whatsapp' }));
    expect(fieldOrder(schema.shape)).toEqual([
      'fullName',
      'email',
      'company',
      'position',
      'whatsapp',
    ]);
    expect(errorsOf(schema, { ...EMPTY_IDENTITY, whatsapp: '' }).whatsapp).toBe(
      'Nomor telepon diperlukan',
    );
  });
});

describe("every form's identity fields", () => {
  it.each([
    ['registration', REGISTRATION_LIMITS, 'phone'],
    ['contact', CONTACT_LIMITS, 'phone'],
    ['partnership', PARTNERSHIP_LIMITS, 'whatsapp'],
    ['sponsorship', SPONSORSHIP_LIMITS, 'whatsapp'],
    ['membership', MEMBERSHIP_LIMITS, 'phone'],
  ] as [string, Record<string, number>, string][])(
    'take the block’s one set of limits (%s)',
    (_, limits, phone) => {
      for (const key of IDENTITY_FIELDS) {
        if (key in limits || key === 'phone') {
          expect(limits[key === 'phone' ? phone : key]).toBe(IDENTITY_LIMITS[key]);
        }
      }
    },
  );

  it('keeps the applicant’s limits those of the block, the phone as WhatsApp', () => {
    expect(APPLICANT_LIMITS).toEqual({
      fullName: IDENTITY_LIMITS.fullName,
      email: IDENTITY_LIMITS.email,
      company: IDENTITY_LIMITS.company,
      position: IDENTITY_LIMITS.position,
      whatsapp: IDENTITY_LIMITS.phone,
    });
  });

  // Each form keeps its own words for the block, per language: the spec's (§5) where it gives them.
  it.each([
    [
      'registration',
      createRegistrationSchema({ maxTickets: 5 }),
      {
        fullName: 'Full name is required',
        email: 'Email is required',
        company: 'Company is required',
        position: 'Position/Title is required',
        phone: 'Phone number is required',
      },
    ],
    [
      'registration (Indonesian edition)',
      createRegistrationSchema({ maxTickets: 5, language: 'id' }),
      {
        fullName: 'Nama lengkap diperlukan',
        email: 'Email diperlukan',
        company: 'Perusahaan diperlukan',
        position: 'Jabatan diperlukan',
        phone: 'Nomor telepon diperlukan',
      },
    ],
    ['contact', contactSchema, { fullName: 'Full name is required', email: 'Email is required' }],
    [
      'contact (Indonesian edition)',
      contactSchemaId,
      { fullName: 'Nama lengkap diperlukan', email: 'Email diperlukan' },
    ],
    [
      'partnership',
      partnershipSchema,
      {
        fullName: 'Nama lengkap diperlukan',
        email: 'Email diperlukan',
        company: 'Nama perusahaan diperlukan',
        position: 'Jabatan diperlukan',
        whatsapp: 'Nomor WhatsApp diperlukan',
      },
    ],
    [
      'sponsorship',
      sponsorshipSchema,
      {
        fullName: 'Nama lengkap diperlukan',
        email: 'Email diperlukan',
        company: 'Nama perusahaan diperlukan',
        position: 'Jabatan diperlukan',
        whatsapp: 'Nomor WhatsApp diperlukan',
      },
    ],
    [
      'membership',
      createMembershipSchema({ language: 'en', provinces: BOARD_PROVINCES }),
      {
        fullName: 'Full name is required',
        email: 'Email is required',
        company: 'Company is required',
        position: 'Position/Title is required',
        phone: 'Phone number is required',
      },
    ],
    [
      'membership (Indonesian edition)',
      createMembershipSchema({ language: 'id', provinces: BOARD_PROVINCES }),
      {
        fullName: 'Nama lengkap diperlukan',
        email: 'Email diperlukan',
        company: 'Nama perusahaan diperlukan',
        position: 'Jabatan diperlukan',
        phone: 'Nomor telepon diperlukan',
      },
    ],
  ] as [string, Parameters<typeof errorsOf>[0], Record<string, string>][])(
    'say the %s form’s own messages when empty, first in its summary',
    (_, schema, messages) => {
      const errors = errorsOf(schema, { ...EMPTY_CONTACT, ...EMPTY_IDENTITY, whatsapp: '' });
      expect(Object.entries(errors).slice(0, Object.keys(messages).length)).toEqual(
        Object.entries(messages),
      );
    },
  );

  // Its 'too long' message names a field as its 'required' message does.
  it.each([
    [
      'registration',
      createRegistrationSchema({ maxTickets: 5 }),
      { company: 'Company must be 120 characters or fewer' },
    ],
    [
      'registration (Indonesian edition)',
      createRegistrationSchema({ maxTickets: 5, language: 'id' }),
      { company: 'Perusahaan maksimal 120 karakter' },
    ],
    ['contact', contactSchema, { phone: 'Phone number must be 30 characters or fewer' }],
    [
      'contact (Indonesian edition)',
      contactSchemaId,
      { phone: 'Nomor telepon maksimal 30 karakter' },
    ],
    ['partnership', partnershipSchema, { whatsapp: 'Nomor WhatsApp maksimal 30 karakter' }],
    ['sponsorship', sponsorshipSchema, { company: 'Nama perusahaan maksimal 120 karakter' }],
    [
      'membership',
      createMembershipSchema({ language: 'en', provinces: BOARD_PROVINCES }),
      { position: 'Position/Title must be 100 characters or fewer' },
    ],
    [
      'membership (Indonesian edition)',
      createMembershipSchema({ language: 'id', provinces: BOARD_PROVINCES }),
      { fullName: 'Nama lengkap maksimal 100 karakter' },
    ],
  ] as [string, Parameters<typeof errorsOf>[0], Record<string, string>][])(
    'cap the %s form’s fields with its own words',
    (_, schema, expected) => {
      const [[field]] = Object.entries(expected) as [[string, string]];
      const errors = errorsOf(schema, {
        ...EMPTY_CONTACT,
        ...EMPTY_IDENTITY,
        [field]: 'x'.repeat(500),
      });
      expect(errors[field]).toBe(expected[field]);
    },
  );
});
