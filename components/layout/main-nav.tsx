'use client';

import { useActivePathname } from '@/components/hooks/use-active-pathname';
import type { NavItem } from '@/lib/navigation';
import { NavLinks } from './nav-links';

type Props = { items: readonly NavItem[]; label: string; deferActive?: boolean };

export function MainNav({ items, label, deferActive = false }: Props) {
  const pathname = useActivePathname(deferActive);
  return (
    <nav aria-label={label} className="hidden min-w-0 xl:block">
      <NavLinks items={items} pathname={pathname} layout="bar" />
    </nav>
  );
}
