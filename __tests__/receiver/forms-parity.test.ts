/** @jest-environment node */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FORM_IDS,
  SUBMISSION_LANGUAGES,
  type FormId,
  type SubmissionLanguage,
} from '@/lib/forms/delivery';
import { tooLong } from '@/lib/forms/fields';
import { schemaFor } from '@/lib/forms/form-schemas';
import { requestBody, startTestReceiver, VALID_VALUES, type TestReceiver } from './forms-harness';

/*
 * The receiver says what the browser's form says: for each form in each language, every invalid
 * submission gets the same fields with the same messages as the form's own check (the zod
 * resolver over schemaFor, as useSimulatedForm runs it), and a valid one is stored as sent.
 */

let receiver: TestReceiver;
beforeAll(async () => {
  receiver = await startTestReceiver();
});
afterAll(() => receiver.close());

/** The form's messages for `values`: what its resolver gives react-hook-form, field by field. */
async function clientErrors(
  form: FormId,
  language: SubmissionLanguage,
  values: Record<string, unknown>,
) {
  const resolve = zodResolver(schemaFor(form, language));
  const { errors } = await resolve(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, (error as { message: string }).message]),
  );
}

/** Each field emptied (a box unticked), one at a time. */
function eachFieldMissing(form: FormId) {
  return Object.entries(VALID_VALUES[form]).map(([field, value]) => ({
    name: `${field} missing`,
    values: { ...VALID_VALUES[form], [field]: typeof value === 'boolean' ? false : '' },
  }));
}

/** Each text field past any limit a form has (10,001 characters), one at a time. */
function eachFieldTooLong(form: FormId) {
  return Object.entries(VALID_VALUES[form])
    .filter(([, value]) => typeof value === 'string')
    .map(([field]) => ({
      name: `${field} too long`,
      values: { ...VALID_VALUES[form], [field]: 'x'.repeat(10_001) },
    }));
}

/** Each choice answered with something it does not offer. */
function eachChoiceWrong(form: FormId) {
  const shape = schemaFor(form, 'en').shape as Record<string, { _zod: { def: { type: string } } }>;
  return Object.keys(VALID_VALUES[form])
    .filter((field) => shape[field]?._zod.def.type === 'enum')
    .map((field) => ({
      name: `${field} not a choice`,
      values: { ...VALID_VALUES[form], [field]: 'not-a-choice' },
    }));
}

const cases = (form: FormId) => [
  {
    name: 'the empty form',
    values: Object.fromEntries(
      Object.entries(VALID_VALUES[form]).map(([k, v]) => [k, typeof v === 'boolean' ? false : '']),
    ),
  },
  ...eachFieldMissing(form),
  { name: 'a bad e-mail', values: { ...VALID_VALUES[form], email: 'siti@example' } },
  ...eachFieldTooLong(form),
  ...eachChoiceWrong(form),
];

const matrix = FORM_IDS.flatMap((form) =>
  SUBMISSION_LANGUAGES.map((language) => [form, language] as const),
);

describe.each(matrix)('the %s form in %s', (form, language) => {
  it('has a fixture with every field of its schema', () => {
    expect(Object.keys(VALID_VALUES[form]).sort()).toEqual(
      Object.keys(schemaFor(form, language).shape).sort(),
    );
  });

  it('refuses what the form refuses, with the same fields and messages, and stores what it takes', async () => {
    for (const { name, values } of cases(form)) {
      const expected = await clientErrors(form, language, values);
      const before = receiver.count('submissions');
      const answer = await receiver.post(form, requestBody(form, values, language));
      if (Object.keys(expected).length === 0) {
        expect({ name, status: answer.status }).toEqual({ name, status: 201 });
        expect(receiver.count('submissions')).toBe(before + 1);
      } else {
        expect({ name, status: answer.status, answer: answer.json }).toEqual({
          name,
          status: 422,
          answer: { ok: false, error: 'invalid', fields: expected },
        });
        expect(receiver.count('submissions')).toBe(before);
      }
    }
  });

  it('takes a valid submission and stores its checked values', async () => {
    const answer = await receiver.post(form, requestBody(form, VALID_VALUES[form], language));
    expect(answer.status).toBe(201);
    const row = receiver.db
      .prepare('SELECT form, language, email, data FROM submissions WHERE id = ?')
      .get(answer.json!.id) as { form: string; language: string; email: string; data: string };
    expect(row).toMatchObject({
      form,
      language,
      email: String(VALID_VALUES[form].email).toLowerCase(),
    });
    expect(JSON.parse(row.data)).toEqual(await checkedValues(form, language, VALID_VALUES[form]));
  });
});

/** The values as the form hands them on: the schema's output (trimmed). */
async function checkedValues(
  form: FormId,
  language: SubmissionLanguage,
  values: Record<string, unknown>,
) {
  const result = schemaFor(form, language).safeParse(values);
  if (!result.success) throw new Error(`Not valid: ${JSON.stringify(values)}`);
  return result.data;
}

describe('text as visitors write it', () => {
  const stored = (id: unknown) =>
    JSON.parse(
      (receiver.db.prepare('SELECT data FROM submissions WHERE id = ?').get(id) as { data: string })
        .data,
    );

  it('keeps markup as text, exactly as sent', async () => {
    const hostile =
      '<script>alert("x")</script><img src=x onerror=alert(1)> \'; DROP TABLE submissions; --';
    const values = { ...VALID_VALUES.contact, fullName: '<b>Siti</b>', message: hostile };
    const answer = await receiver.post('contact', requestBody('contact', values));
    expect(answer.status).toBe(201);
    expect(stored(answer.json!.id)).toMatchObject({ fullName: '<b>Siti</b>', message: hostile });
  });

  it('keeps emoji and every script intact', async () => {
    const message = 'Salam 👋🏽 dari Jakarta 🇮🇩 — terima kasih! 日本語 العربية';
    const answer = await receiver.post(
      'contact',
      requestBody('contact', { ...VALID_VALUES.contact, message }),
    );
    expect(answer.status).toBe(201);
    expect(stored(answer.json!.id).message).toBe(message);
  });

  it('keeps a message at its limit whole, and refuses 10,000 characters with the limit message', async () => {
    const atLimit = 'ab'.repeat(1000);
    const taken = await receiver.post(
      'contact',
      requestBody('contact', { ...VALID_VALUES.contact, message: atLimit }),
    );
    expect(taken.status).toBe(201);
    expect(stored(taken.json!.id).message).toBe(atLimit);

    const refused = await receiver.post(
      'contact',
      requestBody('contact', { ...VALID_VALUES.contact, message: 'x'.repeat(10_000) }),
    );
    expect(refused.status).toBe(422);
    expect(refused.json).toEqual({
      ok: false,
      error: 'invalid',
      fields: { message: tooLong.en('Message', 2000) },
    });
  });
});
