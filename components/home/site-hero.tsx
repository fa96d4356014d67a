import { getImageProps } from 'next/image';
import { ButtonLink } from '@/components/ui/button';
import { StaticImage } from '@/components/ui/static-image';
import { HERO_SLIDES, HERO_SLIDE_OFFSET_S } from '@/data/hero';
import { getSiteText, SITE } from '@/data/site';
import imageLoader from '@/lib/image-loader';
import { HeroPause } from './hero-pause';
import { HeroSlides } from './hero-slides';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatMessage } from '@/lib/i18n/format';
import { formatCount } from '@/lib/i18n/numbers';
import { localizePath } from '@/lib/i18n/paths';

/**
 * Full-screen hero. The first slide is a static base layer in the HTML, lazy and at low priority:
 * the largest paint is the heading (measured: the LCP element is the h1, on a phone and on a
 * desktop), which must not wait behind a background under a dark gradient. The page carries its
 * stylesheet (scripts/rewrite/inline-css.mjs), so its own bytes are the path to its first
 * paint; an eager image would be asked for as it is parsed and share the line with the rest of
 * the HTML and the fonts (with the stylesheet a file, the heading painted about 100 ms later on a
 * throttled phone); lazy, it is asked for once the page is laid out.
 * The others fade over it in turn, each starting two seconds after the one before (a CSS
 * animation), and are only fetched once the page has loaded (HeroSlides), since they are not seen
 * before.
 * A checkbox in the corner pauses the crossfade (HeroPause).
 */
export function SiteHero({ locale }: { locale: Locale }) {
  const t = getMessages(locale).home;
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
      data-hero=""
      className="relative isolate flex min-h-dvh items-center overflow-hidden"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <StaticImage
          src={first}
          alt=""
          fill
          sizes="100vw"
          loading="lazy"
          fetchPriority="low"
          className="object-cover"
        />
        <HeroSlides slides={later} offsetSeconds={HERO_SLIDE_OFFSET_S} />
        <div className="absolute inset-0 bg-linear-to-b from-ink/80 via-ink/55 to-ink" />
      </div>

      {/* Centred in the hero: drawn once parsed whole, so it never moves up as it fills in. */}
      <div
        data-whole=""
        className="mx-auto w-full max-w-7xl px-4 pt-28 pb-20 text-center sm:px-6 lg:px-8"
      >
        <p className="text-xs font-semibold tracking-[0.35em] text-gold uppercase sm:text-sm">
          {formatMessage(t.established, {
            year: SITE.foundedYear,
            members: formatCount(SITE.memberCount, locale),
          })}
        </p>
        <h1 id="hero-title" className="mt-6 text-5xl font-bold text-cream sm:text-6xl lg:text-7xl">
          {SITE.name}
        </h1>
        <p className="mt-6 text-lg font-semibold tracking-[0.3em] text-gold sm:text-xl">
          {getSiteText(locale).tagline}
        </p>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-cream/90">{t.heroText}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <ButtonLink href={localizePath('/membership', locale)} size="lg">
            {t.joinNow}
          </ButtonLink>
          <ButtonLink href={localizePath('/about', locale)} size="lg" variant="secondary">
            {t.discover}
          </ButtonLink>
        </div>
        <span data-whole-end="" hidden />
      </div>
      <HeroPause label={t.pauseAnimation} />
    </section>
  );
}
