import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { bilingualRoutes } from '@/lib/i18n/editions';
import { mainNav } from '@/lib/navigation';
import { SearchDrawerButton } from '@/components/search/search-trigger';
import { SearchLauncher } from '@/components/search/search-launcher';
import {
  searchDialogStrings,
  searchListings,
  searchPath,
} from '@/components/search/search-strings';
import { HeaderShell } from './header-shell';
import { LanguageLinks } from './language-links';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileNav } from './mobile-nav';

type Props = {
  locale: Locale;
  /** For the 404 page, whose real path is only known after hydration. */
  deferActive?: boolean;
  /** Keeps ids unique on the 404 page, which carries both editions' headers. */
  idSuffix?: string;
};

export function SiteHeader({ locale, deferActive = false, idSuffix = '' }: Props) {
  const { common, search } = getMessages(locale);
  const { nav, menu, language } = common;
  const items = mainNav(locale);
  const routes = bilingualRoutes();
  const languageSwitch = (className?: string) => (
    <LanguageLinks
      locale={locale}
      label={language.label}
      names={{ en: language.en, id: language.id }}
      bilingualRoutes={routes}
      deferActive={deferActive}
      className={className}
    />
  );
  return (
    <HeaderShell>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 transition-[translate] duration-300 group-data-[scrolled=true]/header:-translate-y-2 sm:px-6">
        <Logo locale={locale} />
        {/* Anchored on the right: drawn once parsed whole, so it never grows leftwards. */}
        <div data-whole="" className="flex min-w-0 items-center gap-2">
          <MainNav items={items} label={nav.label} deferActive={deferActive} />
          <SearchLauncher
            label={search.openLabel}
            strings={searchDialogStrings(locale)}
            locale={locale}
            searchHref={searchPath(locale)}
            listings={searchListings(locale)}
          />
          {languageSwitch('hidden sm:block')}
          <MobileNav
            items={items}
            strings={{ label: nav.label, ...menu }}
            search={<SearchDrawerButton label={search.open} href={searchPath(locale)} />}
            languageSwitch={languageSwitch()}
            menuId={`mobile-menu${idSuffix}`}
            deferActive={deferActive}
          />
          <span data-whole-end="" hidden />
        </div>
      </div>
    </HeaderShell>
  );
}
