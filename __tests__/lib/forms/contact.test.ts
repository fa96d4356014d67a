import { CONTACT_LIMITS, EMPTY_CONTACT, readContactDraft } from '@/lib/forms/contact';
import { contactSchema, type ContactValues } from '@/lib/forms/contact-schema';
import { errorsOf } from './errors-of';

const valid: ContactValues = {
  fullName: 'Sekar Ayuningtyas',
  email: 'sekar@kinara-tech.example',
  phone: '',
  subject: 'Membership',
  message: 'How do I join?',
};

describe('the contact schema', () => {
  it("gives every required field the spec's message when the form is empty", () => {
    expect(errorsOf(contactSchema, EMPTY_CONTACT)).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('accepts a message without a phone number, and trims every value', () => {
    expect(
      contactSchema.parse({ ...valid, fullName: ' Sekar ', phone: '  ', message: '\n Hi \n' }),
    ).toEqual({ ...valid, fullName: 'Sekar', phone: '', message: 'Hi' });
  });

  it.each([
    ['fullName', '   ', 'Full name is required'],
    ['email', '  ', 'Email is required'],
    ['subject', '\t', 'Subject is required'],
    ['message', ' \n ', 'Message is required'],
  ] as const)('treats a blank %s as empty', (field, value, message) => {
    expect(errorsOf(contactSchema, { ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each(['sekar', 'sekar@kinara', 'sekar@.example', 'se kar@kinara.example'])(
    "rejects the e-mail %p with 'Please enter a valid email address'",
    (email) => {
      expect(errorsOf(contactSchema, { ...valid, email })).toEqual({
        email: 'Please enter a valid email address',
      });
    },
  );

  it('caps each text at its limit', () => {
    const long = 'x'.repeat(10_000);
    expect(errorsOf(contactSchema, { ...valid, subject: long, message: long })).toEqual({
      subject: `Subject must be ${CONTACT_LIMITS.subject} characters or fewer`,
      message: `Message must be ${CONTACT_LIMITS.message} characters or fewer`,
    });
  });

  it('keeps hostile text as plain text', () => {
    const hostile = '<script>alert(1)</script> 🦄 مرحبا';
    expect(contactSchema.parse({ ...valid, message: hostile }).message).toBe(hostile);
  });
});

describe('readContactDraft', () => {
  it('reads back a saved draft', () => {
    expect(readContactDraft(JSON.stringify(valid))).toEqual(valid);
  });

  it('drops what does not belong and cuts over-long text', () => {
    expect(
      readContactDraft(JSON.stringify({ message: 'x'.repeat(5000), email: 1, other: 'y' })),
    ).toEqual({ ...EMPTY_CONTACT, message: 'x'.repeat(CONTACT_LIMITS.message) });
  });
});
