import { getImageProps } from 'next/image';
import { ButtonLink } from '@/components/ui/button';
import { StaticImage } from '@/components/ui/static-image';
import { HERO_SLIDES, HERO_SLIDE_OFFSET_S } from '@/data/hero';
import { SITE } from '@/data/site';
import imageLoader from '@/lib/image-loader';
import { HeroSlides } from './hero-slides';

/**
 * Full-screen hero. The first slide is a static base layer in the HTML, eager but at low priority:
 * the largest paint is the heading, which must not wait behind a background under a dark gradient
 * (measured: the LCP element is the h1, on a phone and on a desktop). The others fade over it in turn, each starting two seconds after the one before (a CSS animation),
 * and are only fetched once the page has loaded (HeroSlides), since they are not seen before.
 */
export function SiteHero() {
  const [first, ...rest] = HERO_SLIDES;
  const later = rest.map((src) => {
    const { props } = getImageProps({
      loader: imageLoader,
      src,
      alt: '',
      fill: true,
      sizes: '100vw',
    });
    return { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
  });
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-dvh items-center overflow-hidden"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <StaticImage
          src={first}
          alt=""
          fill
          sizes="100vw"
          loading="eager"
          fetchPriority="low"
          className="object-cover"
        />
        <HeroSlides slides={later} offsetSeconds={HERO_SLIDE_OFFSET_S} />
        <div className="absolute inset-0 bg-linear-to-b from-ink/80 via-ink/55 to-ink" />
      </div>

      <div className="mx-auto w-full max-w-7xl px-4 pt-28 pb-20 text-center sm:px-6 lg:px-8">
        <p className="text-xs font-semibold tracking-[0.35em] text-gold uppercase sm:text-sm">
          Est. {SITE.foundedYear} · {SITE.memberCount.toLocaleString('en-US')}+ members
        </p>
        <h1 id="hero-title" className="mt-6 text-5xl font-bold text-cream sm:text-6xl lg:text-7xl">
          {SITE.name}
        </h1>
        <p className="mt-6 text-lg font-semibold tracking-[0.3em] text-gold sm:text-xl">
          {SITE.tagline}
        </p>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-cream/90">
          Directors and commissioners from every province, working together for a stronger economy
          and a fairer society.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <ButtonLink href="/contact" size="lg">
            Join Now
          </ButtonLink>
          <ButtonLink href="/about" size="lg" variant="secondary">
            Discover Our Story
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
