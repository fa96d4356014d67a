import { act, render } from '@testing-library/react';
import { HeroSlides } from '@/components/home/hero-slides';

const slides = ['a', 'b', 'c'].map((name) => ({
  src: `/_img/images/hero/${name}-1920.webp`,
  srcSet: `/_img/images/hero/${name}-640.webp 640w`,
  sizes: '100vw',
}));

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  })) as unknown as typeof window.matchMedia;
}

describe('the hero’s later slides', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('are not in the page while it loads, then fade in two seconds apart', () => {
    setReducedMotion(false);
    const { container } = render(<HeroSlides slides={slides} offsetSeconds={2} />);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    act(() => jest.runAllTimers());
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual(slides.map((s) => s.src));
    expect(images.map((img) => img.style.animationDelay)).toEqual(['2s', '4s', '6s']);
    for (const img of images) {
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('fetchpriority', 'low');
    }
  });

  it('are never fetched for a visitor who asks for reduced motion', () => {
    setReducedMotion(true);
    const { container } = render(<HeroSlides slides={slides} offsetSeconds={2} />);
    act(() => jest.runAllTimers());
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });
});
