/** @jest-environment node */
import { MAX_PHOTO_WIDTH, publishedPhotoSize } from '@/data/uploads';

describe('publishedPhotoSize', () => {
  it.each([
    ['a phone photo, landscape', 4032, 3024, 2400, 1800],
    ['a phone photo, upright', 3024, 4032, 2400, 3200],
    ['a camera photo (rounded)', 6000, 4000, 2400, 1600],
    ['an odd size, rounded to the nearest pixel', 4001, 3001, 2400, 1800],
    ['a panorama', 12000, 2000, 2400, 400],
    ['a sliver, at least a pixel high', 9000, 1, 2400, 1],
    ['a photo exactly as wide as allowed', MAX_PHOTO_WIDTH, 1350, 2400, 1350],
    ['a smaller photo, never enlarged', 1280, 960, 1280, 960],
    ['a tall narrow photo, narrower than allowed', 1200, 5000, 1200, 5000],
    ['a single pixel', 1, 1, 1, 1],
  ])('publishes %s (%i×%i) at %i×%i', (_, width, height, publishedWidth, publishedHeight) => {
    expect(publishedPhotoSize({ width, height })).toEqual({
      width: publishedWidth,
      height: publishedHeight,
    });
  });

  it('keeps the proportions of every photo it scales, to within a pixel', () => {
    for (const [width, height] of [
      [6000, 4000],
      [4000, 6000],
      [5472, 3648],
      [7952, 5304],
    ] as const) {
      const published = publishedPhotoSize({ width, height });
      expect(published.width).toBe(MAX_PHOTO_WIDTH);
      expect(Math.abs(published.height - (height * published.width) / width)).toBeLessThanOrEqual(
        0.5,
      );
    }
  });

  it.each([
    [0, 100],
    [100, -1],
    [1200.5, 800],
    [Number.NaN, 800],
  ])('refuses a size of %p×%p, which no image has', (width, height) => {
    expect(() => publishedPhotoSize({ width, height })).toThrow(RangeError);
  });
});
