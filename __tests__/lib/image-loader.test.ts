/** @jest-environment node */
import imageLoader from '@/lib/image-loader';

describe('imageLoader', () => {
  it.each([
    ['/images/hero/skyline.webp', 640, '/_img/images/hero/skyline-640.webp'],
    ['/images/ceo/a-b.webp', 192, '/_img/images/ceo/a-b-192.webp'],
    ['/images/uploads/site-visit.jpg', 960, '/_img/images/uploads/site-visit-960.webp'],
    ['/images/uploads/board.jpeg', 384, '/_img/images/uploads/board-384.webp'],
    ['/images/uploads/chart.png', 640, '/_img/images/uploads/chart-640.webp'],
    ['/images/flags/id.svg', 96, '/images/flags/id.svg'],
    ['/icon.png', 96, '/icon.png'],
    ['/og/default.png', 640, '/og/default.png'],
  ])('serves %s at %i px from %s', (src, width, expected) => {
    expect(imageLoader({ src, width })).toBe(expected);
  });
});
