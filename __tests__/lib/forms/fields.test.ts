import * as z from 'zod/mini';
import {
  EMAIL_PATTERN,
  fieldMessages,
  fieldOrder,
  readDraft,
  sameMessages,
  tooLong,
} from '@/lib/forms/fields';
import { choice, emailText, mustAgree, optionalText, requiredText } from '@/lib/forms/rules';
import { errorsOf } from './errors-of';

const limit = { max: 5, tooLong: 'Too long' };

describe('the e-mail pattern (text, at sign, text, dot, text)', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', 'ümlaut@例え.jp'])('accepts %p', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each([
    'plainaddress',
    'a@b',
    '@example.com',
    'name@.com',
    'a b@example.com',
    'name@example.',
    'name@@example.com',
    'name@example .com',
  ])('rejects %p', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});

describe('the field builders', () => {
  const schema = z.object({
    name: requiredText('Name is required', limit),
    email: emailText(
      { required: 'Email is required', invalid: 'Invalid email' },
      { max: 30, tooLong: 'Too long' },
    ),
    note: optionalText(limit),
    kind: choice(['a', 'b'] as const, 'Pick a kind'),
    agree: mustAgree('Please agree'),
  });
  const valid = { name: 'Sekar', email: 'sekar@example.com', note: '', kind: 'a', agree: true };

  it('accept valid values and trim text', () => {
    expect(schema.parse({ ...valid, name: '  Sekar ', note: ' hi ', email: ' s@e.co ' })).toEqual({
      ...valid,
      name: 'Sekar',
      note: 'hi',
      email: 's@e.co',
    });
  });

  it.each([
    [{ name: '' }, { name: 'Name is required' }],
    [{ name: ' \t\n ' }, { name: 'Name is required' }],
    [{ name: 'abcdef' }, { name: 'Too long' }],
    [{ name: '  abcde  ' }, {}],
    [{ email: '' }, { email: 'Email is required' }],
    [{ email: '   ' }, { email: 'Email is required' }],
    [{ email: 'no-at-sign' }, { email: 'Invalid email' }],
    [{ note: 'abcdef' }, { note: 'Too long' }],
    [{ kind: '' }, { kind: 'Pick a kind' }],
    [{ kind: 'c' }, { kind: 'Pick a kind' }],
    [{ agree: false }, { agree: 'Please agree' }],
  ])('%p gives %p', (change, errors) => {
    expect(errorsOf(schema, { ...valid, ...change })).toEqual(errors);
  });

  it('list the fields in the order they were declared', () => {
    expect(fieldOrder(schema.shape)).toEqual(['name', 'email', 'note', 'kind', 'agree']);
  });

  it('say "too long" in English and Indonesian', () => {
    expect(tooLong.en('Subject', 150)).toBe('Subject must be 150 characters or fewer');
    expect(tooLong.id('Catatan', 2000)).toBe('Catatan maksimal 2000 karakter');
  });
});

describe('readDraft', () => {
  const empty = { name: '', kind: '', agree: false };
  const options = { limits: { name: 5 }, choices: { kind: ['a', 'b'] } };

  it.each([null, '', 'not json', '42', 'null', 'true'])('ignores %p', (raw) => {
    expect(readDraft(raw, empty, options)).toBeNull();
  });

  it('reads a saved draft back', () => {
    expect(readDraft('{"name":"Made","kind":"b","agree":true}', empty, options)).toEqual({
      name: 'Made',
      kind: 'b',
      agree: true,
    });
  });

  it('keeps only well-typed values: text cut to its limit, known choices, a real tick', () => {
    const raw = JSON.stringify({ name: 'abcdefgh', kind: 'z', agree: 'yes', extra: '<script>' });
    expect(readDraft(raw, empty, options)).toEqual({ name: 'abcde', kind: '', agree: false });
    expect(readDraft('{"name":7,"kind":["a"]}', empty, options)).toEqual(empty);
  });
});

describe("a form's messages", () => {
  const order = ['name', 'email', 'agree'] as const;

  it("are read from the errors in the form's order, fields without a text message left out", () => {
    const messages = fieldMessages(order, {
      agree: { message: 'Agree, please' },
      name: { message: 'Name is required' },
      email: { message: undefined },
      other: { message: 'Not a field of this form' },
    });
    expect(messages).toEqual({ name: 'Name is required', agree: 'Agree, please' });
    expect(Object.keys(messages)).toEqual(['name', 'agree']);
    expect(fieldMessages(order, { name: { message: '' }, email: undefined })).toEqual({});
  });

  it('are the same only when every field says the same', () => {
    const one = { name: 'Name is required' };
    expect(sameMessages({}, {})).toBe(true);
    expect(sameMessages(one, { name: 'Name is required' })).toBe(true);
    expect(sameMessages(one, { name: 'Name is too long' })).toBe(false);
    expect(sameMessages(one, {})).toBe(false);
    expect(sameMessages({}, one)).toBe(false);
    expect(sameMessages<string>(one, { email: 'Name is required' })).toBe(false);
    expect(sameMessages<string>(one, { ...one, email: 'Email is required' })).toBe(false);
  });
});
