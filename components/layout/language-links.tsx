'use client';

import type { MouseEvent } from 'react';
import { useActivePathname } from '@/components/hooks/use-active-pathname';
import { LOCALES, type Locale } from '@/data/locales';
import { cn } from '@/lib/cn';
import { takeAddressQuery } from '@/lib/address-query';
import { splitLocale, switchLocalePath } from '@/lib/i18n/paths';
import { matchesRoute } from '@/lib/routes';

type Props = {
  locale: Locale;
  /** The group's accessible name ('Language' / 'Bahasa'). */
  label: string;
  /** Each edition's name in its own language, as the link's tooltip. */
  names: Readonly<Record<Locale, string>>;
  /** The routes (English patterns) that exist in both editions; elsewhere only the current shows. */
  bilingualRoutes: readonly string[];
  deferActive?: boolean;
  className?: string;
};

/** Adds the address bar's query and fragment to a switch link as it is followed. */
const keepQuery = (event: MouseEvent<HTMLAnchorElement>) => takeAddressQuery(event.currentTarget);

/**
 * 'EN' / 'ID': plain links to the same page in each edition (a full page load, which also works
 * before the scripts run), each in its own language, the current edition marked.
 */
export function LanguageLinks({
  locale,
  label,
  names,
  bilingualRoutes,
  deferActive = false,
  className,
}: Props) {
  const pathname = useActivePathname(deferActive) ?? '/';
  const bilingual = bilingualRoutes.some((route) =>
    matchesRoute(route, splitLocale(pathname).path),
  );
  const locales = bilingual ? LOCALES : [locale];
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex items-center gap-1 text-sm font-semibold">
        {locales.map((each) => {
          const current = each === locale;
          return (
            <li key={each}>
              <a
                href={switchLocalePath(pathname, each)}
                lang={each}
                hrefLang={each}
                title={names[each]}
                aria-current={current ? 'true' : undefined}
                onClick={keepQuery}
                onAuxClick={keepQuery}
                // The script below may add the query before hydration.
                suppressHydrationWarning
                className={cn(
                  'inline-flex min-h-11 min-w-9 items-center justify-center rounded-md px-1.5 transition-colors hover:text-gold',
                  current ? 'text-gold underline decoration-2 underline-offset-4' : 'text-cream',
                )}
              >
                {each.toUpperCase()}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
