import {
  EMPTY_REGISTRATION,
  readRegistrationDraft,
  REGISTRATION_LIMITS,
} from '@/lib/forms/registration';
import { createRegistrationSchema, type RegistrationValues } from '@/lib/forms/registration-schema';

const valid: RegistrationValues = {
  fullName: 'Sekar Ayuningtyas',
  email: 'sekar@kinara-tech.example',
  company: 'PT Kinara Teknologi Nusantara',
  position: 'Chief Executive Officer',
  phone: '+62 812 0000 0000',
  tickets: '2',
  referralCode: '',
  notes: '',
  consent: true,
};

const schema = createRegistrationSchema({ maxTickets: 5 });
const errorsOf = (values: RegistrationValues, s = schema) => {
  const result = s.safeParse(values);
  if (result.success) return {};
  // The form shows the first message of each field, as react-hook-form's resolver does.
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

describe('the registration schema', () => {
  it('accepts a complete registration and trims it', () => {
    const result = schema.parse({ ...valid, fullName: '  Sekar  ', notes: '  vegetarian  ' });
    expect(result.fullName).toBe('Sekar');
    expect(result.notes).toBe('vegetarian');
  });

  it("gives every required field the spec's message when the form is empty", () => {
    expect(errorsOf(EMPTY_REGISTRATION)).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      company: 'Company is required',
      position: 'Position/Title is required',
      phone: 'Phone number is required',
      consent: 'You must agree to be contacted regarding this event',
    });
  });

  it.each([
    ['fullName', '   ', 'Full name is required'],
    ['company', '\t', 'Company is required'],
    ['position', ' ', 'Position/Title is required'],
    ['phone', '  ', 'Phone number is required'],
    ['email', '   ', 'Email is required'],
  ] as const)('treats blank %s as empty', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toBe(message);
  });

  it.each([
    'plainaddress',
    'a@b',
    '@example.com',
    'a b@example.com',
    'name@example.',
    'name@@example.com',
  ])("rejects the e-mail %p with 'Please enter a valid email address'", (email) => {
    expect(errorsOf({ ...valid, email })).toEqual({ email: 'Please enter a valid email address' });
  });

  it.each(['a@b.co', 'first.last+events@sub.example.org', '  padded@example.com  '])(
    'accepts the e-mail %p',
    (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({});
    },
  );

  it('requires consent to be ticked', () => {
    expect(errorsOf({ ...valid, consent: false })).toEqual({
      consent: 'You must agree to be contacted regarding this event',
    });
  });

  it('allows 1 to 5 tickets, never more than the places left', () => {
    expect(errorsOf({ ...valid, tickets: '5' })).toEqual({});
    expect(errorsOf({ ...valid, tickets: '6' })).toHaveProperty('tickets');
    const threeLeft = createRegistrationSchema({ maxTickets: 3 });
    expect(errorsOf({ ...valid, tickets: '3' }, threeLeft)).toEqual({});
    expect(errorsOf({ ...valid, tickets: '4' }, threeLeft)).toEqual({
      tickets: 'Only 3 spots are left',
    });
  });

  it('caps every text at a sensible length', () => {
    const long = 'x'.repeat(10_000);
    const errors = errorsOf({ ...valid, fullName: long, notes: long });
    expect(errors.fullName).toBe(
      `Full name must be ${REGISTRATION_LIMITS.fullName} characters or fewer`,
    );
    expect(errors.notes).toBe(`Notes must be ${REGISTRATION_LIMITS.notes} characters or fewer`);
  });

  it('keeps hostile text as plain text', () => {
    const result = schema.parse({ ...valid, fullName: '<script>alert(1)</script> 🦄' });
    expect(result.fullName).toBe('<script>alert(1)</script> 🦄');
  });
});

describe('readRegistrationDraft', () => {
  it('reads back a saved draft', () => {
    expect(readRegistrationDraft(JSON.stringify(valid))).toEqual(valid);
  });

  it.each([null, '', 'not json', '42', 'null'])('ignores %p', (raw) => {
    expect(readRegistrationDraft(raw)).toBeNull();
  });

  it('reads an object without any known field as an empty form', () => {
    expect(readRegistrationDraft('{}')).toEqual(EMPTY_REGISTRATION);
    expect(readRegistrationDraft('[]')).toEqual(EMPTY_REGISTRATION);
  });

  it('keeps only well-typed fields and trims over-long text', () => {
    const draft = readRegistrationDraft(
      JSON.stringify({
        fullName: 'x'.repeat(500),
        email: 42,
        tickets: '9',
        consent: 'yes',
        extra: '<script>',
      }),
    );
    expect(draft).toEqual({
      ...EMPTY_REGISTRATION,
      fullName: 'x'.repeat(REGISTRATION_LIMITS.fullName),
    });
  });
});
