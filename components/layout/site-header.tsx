import { HeaderShell } from './header-shell';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileNav } from './mobile-nav';

/** `deferActive` is for the 404 page, whose real path is only known after hydration. */
export function SiteHeader({ deferActive = false }: { deferActive?: boolean }) {
  return (
    <HeaderShell>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 transition-[translate] duration-300 group-data-[scrolled=true]/header:-translate-y-2 sm:px-6 lg:px-8">
        <Logo />
        <MainNav deferActive={deferActive} />
        <MobileNav deferActive={deferActive} />
      </div>
    </HeaderShell>
  );
}
