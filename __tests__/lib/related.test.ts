/** @jest-environment node */
import { selectRelated } from '@/lib/related';

type Item = { slug: string; category: string; publishedAt: string };
const item = (slug: string, category: string, publishedAt: string): Item => ({
  slug,
  category,
  publishedAt,
});

const current = item('current', 'Leadership', '2025-06-01');

describe('selectRelated', () => {
  it.each([
    ['an empty list', [], []],
    ['only the current item', [current], []],
    ['items of other categories only', [item('x', 'Economy', '2026-01-01')], []],
    [
      'the same category, newest first, whatever the order given',
      [
        item('old', 'Leadership', '2023-01-01'),
        current,
        item('new', 'Leadership', '2026-01-01'),
        item('mid', 'Leadership', '2024-06-30'),
      ],
      ['new', 'mid', 'old'],
    ],
    [
      'at most three, the newest',
      [
        item('a', 'Leadership', '2026-04-01'),
        item('b', 'Leadership', '2026-03-01'),
        item('c', 'Leadership', '2026-02-01'),
        item('d', 'Leadership', '2026-01-01'),
        item('e', 'Leadership', '2026-05-01'),
      ],
      ['e', 'a', 'b'],
    ],
    [
      'a mix of categories: only the same one',
      [
        item('a', 'Economy', '2026-04-01'),
        item('b', 'Leadership', '2024-03-01'),
        item('c', 'Strategy', '2026-02-01'),
      ],
      ['b'],
    ],
  ] as const)('finds nothing but the right ones in %s', (_, items, expected) => {
    expect(selectRelated(items, current).map((i) => i.slug)).toEqual(expected);
  });

  it('never returns the current item, even by slug with a different date', () => {
    const twin = item('current', 'Leadership', '2020-01-01');
    expect(selectRelated([twin], current)).toEqual([]);
  });

  it('takes another limit, and never a negative one', () => {
    const items = [item('a', 'Leadership', '2026-01-01'), item('b', 'Leadership', '2025-01-01')];
    expect(selectRelated(items, current, 1).map((i) => i.slug)).toEqual(['a']);
    expect(selectRelated(items, current, -1)).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    const items = [
      item('old', 'Leadership', '2020-01-01'),
      item('new', 'Leadership', '2026-01-01'),
    ];
    selectRelated(items, current);
    expect(items.map((i) => i.slug)).toEqual(['old', 'new']);
  });
});
