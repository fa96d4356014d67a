import { Link } from '@/components/ui/link';
import { isActivePath, type NavItem } from '@/lib/navigation';
import { cn } from '@/lib/cn';

type Props = {
  items: readonly NavItem[];
  pathname: string | null;
  layout: 'bar' | 'drawer';
  onNavigate?: () => void;
};

/** The eight main entries; the current one is marked visibly and with aria-current="page". */
export function NavLinks({ items, pathname, layout, onNavigate }: Props) {
  return (
    // The bar wraps rather than push the search and language controls off the screen when a
    // reader's own text spacing widens its words (WCAG 1.4.12); at the site's spacing it is one row.
    <ul
      className={
        layout === 'bar' ? 'flex flex-wrap items-center justify-end' : 'flex flex-col gap-1'
      }
    >
      {items.map((item) => {
        const active = isActivePath(item.href, pathname);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={cn(
                'relative block rounded-md font-medium transition-colors hover:text-gold',
                layout === 'bar'
                  ? 'px-1.5 py-2 text-[0.8125rem] whitespace-nowrap'
                  : 'px-4 py-3 text-base hover:bg-surface-hover',
                active ? 'text-gold' : 'text-cream',
                // The active entry is underlined in the bar and barred in the drawer, not told by colour alone.
                active &&
                  (layout === 'bar'
                    ? 'after:absolute after:inset-x-1.5 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-gold'
                    : 'border-l-4 border-gold bg-surface-hover'),
              )}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
