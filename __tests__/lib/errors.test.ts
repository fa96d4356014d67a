/** @jest-environment node */
import { errors } from '@/data/messages/en/errors';
import { describeError } from '@/lib/errors';

describe('describeError', () => {
  it.each([
    ['a response-like error', { status: 404, statusText: 'Not Found' }, '404 Not Found'],
    ['a status without text', { status: 500 }, '500'],
    ['an Error', new Error('Chunk failed to load'), 'Chunk failed to load'],
    ['a thrown string', 'boom', 'boom'],
    ['an Error without a message', new Error(''), 'Something went wrong.'],
    ['nothing', undefined, 'Something went wrong.'],
    ['null', null, 'Something went wrong.'],
  ])('describes %s', (_, error, expected) => {
    expect(describeError(error)).toBe(expected);
  });

  it('says what the edition says when the error has nothing to tell', () => {
    expect(describeError(undefined, 'Terjadi kesalahan.')).toBe('Terjadi kesalahan.');
  });

  it("uses the spec's title", () => {
    expect(errors.title).toBe('Unexpected Application Error!');
  });
});
