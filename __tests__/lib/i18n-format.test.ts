/** @jest-environment node */
import { formatCountMessage, formatMessage } from '@/lib/i18n/format';
import { getMessages } from '@/data/messages';

describe('formatMessage', () => {
  it('fills every placeholder, as text', () => {
    expect(formatMessage('Page {page} of {total}', { page: 2, total: 9 })).toBe('Page 2 of 9');
    expect(formatMessage('Hi {name}', { name: '<b>{x}</b>' })).toBe('Hi <b>{x}</b>');
  });

  it('fails loudly on a placeholder without a value', () => {
    expect(() => formatMessage('Hi {name}', {})).toThrow('No value for {name}');
  });
});

describe('formatCountMessage', () => {
  const en = getMessages('en').gallery;
  const id = getMessages('id').gallery;
  it.each([
    [0, '0 photos', '0 foto'],
    [1, '1 photo', '1 foto'],
    [8, '8 photos', '8 foto'],
  ])('writes %i as %p and %p', (count, english, indonesian) => {
    expect(formatCountMessage(count, { one: en.photoOne, other: en.photoMany })).toBe(english);
    expect(formatCountMessage(count, { one: id.photoOne, other: id.photoMany })).toBe(indonesian);
  });
});
