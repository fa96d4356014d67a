import { Link } from '@/components/ui/link';
import type { Locale } from '@/data/locales';
import { getSiteText, SITE } from '@/data/site';
import { localizePath } from '@/lib/i18n/paths';
import { cn } from '@/lib/cn';

/** The association's mark: a gold laurel ring around the initials. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={cn('shrink-0', className)}>
      <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle
        cx="24"
        cy="24"
        r="17.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="0.75"
        opacity="0.6"
      />
      <text
        x="24"
        y="29.5"
        textAnchor="middle"
        fontFamily="var(--font-playfair), Georgia, serif"
        fontSize="15"
        fontWeight="700"
        fill="currentColor"
      >
        {SITE.shortName}
      </text>
    </svg>
  );
}

/**
 * The header's home link; its accessible name is the association's name and tagline. It narrows
 * on a phone (a smaller mark and name) and, on the narrowest (under 368 px), sets the name on two
 * lines with the tagline kept for screen readers only, so the header's buttons always fit beside it.
 */
export function Logo({ locale }: { locale: Locale }) {
  return (
    <Link
      href={localizePath('/', locale)}
      className="group flex shrink-0 items-center gap-2 rounded-md text-gold sm:gap-3"
    >
      <LogoMark className="size-10 origin-left transition-[scale] duration-300 group-data-[scrolled=true]/header:scale-[0.8182] sm:size-11" />
      <span className="flex flex-col leading-none transition-[translate] duration-300 group-data-[scrolled=true]/header:-translate-x-2">
        <span className="font-display text-[0.9375rem] font-bold whitespace-nowrap text-cream group-hover:text-gold max-[23rem]:max-w-[7.5rem] max-[23rem]:whitespace-normal sm:text-lg">
          {SITE.name}
        </span>
        <span className="mt-1 text-[0.5625rem] font-semibold tracking-normal text-gold max-[23rem]:sr-only sm:text-[0.625rem] sm:tracking-[0.15em]">
          {getSiteText(locale).tagline}
        </span>
      </span>
    </Link>
  );
}
