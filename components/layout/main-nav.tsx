'use client';

import { useActivePathname } from '@/components/hooks/use-active-pathname';
import { NavLinks } from './nav-links';

type Props = { deferActive?: boolean };

export function MainNav({ deferActive = false }: Props) {
  const pathname = useActivePathname(deferActive);
  return (
    <nav aria-label="Main" data-nav-bar className="hidden lg:block">
      <NavLinks pathname={pathname} layout="bar" />
    </nav>
  );
}
