'use client';

import { useActivePathname } from '@/components/hooks/use-active-pathname';
import { NavLinks } from './nav-links';

export function MainNav({ deferActive = false }: { deferActive?: boolean }) {
  const pathname = useActivePathname(deferActive);
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <NavLinks pathname={pathname} layout="bar" />
    </nav>
  );
}
