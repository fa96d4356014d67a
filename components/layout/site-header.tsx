import { hasPage } from '@/lib/app-routes';
import { MAIN_NAV } from '@/lib/navigation';
import { HeaderShell } from './header-shell';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileNav } from './mobile-nav';

/** `deferActive` is for the 404 page, whose real path is only known after hydration. */
export function SiteHeader({ deferActive = false }: { deferActive?: boolean }) {
  const unbuilt = MAIN_NAV.filter((item) => !hasPage(item.href)).map((item) => item.href);
  return (
    <HeaderShell>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <MainNav deferActive={deferActive} unbuilt={unbuilt} />
        <MobileNav deferActive={deferActive} unbuilt={unbuilt} />
      </div>
    </HeaderShell>
  );
}
