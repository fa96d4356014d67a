import { Link } from '@/components/ui/link';
import { ChevronRight } from 'lucide';
import { Icon } from './icon';
import { SITE } from '@/data/site';
import { buildBreadcrumbJsonLd, type Crumb } from '@/lib/structured-data';
import { JsonLd } from './json-ld';

/**
 * The trail from Home to the current page (the last crumb, which is not a link and carries
 * `aria-current="page"`), with the matching `BreadcrumbList` structured data.
 */
export function Breadcrumb({
  items,
  label = 'Breadcrumb',
}: {
  items: readonly Crumb[];
  /** The navigation's name, in the page's language. */
  label?: string;
}) {
  return (
    <>
      <nav aria-label={label} className="text-sm" data-pagefind-ignore="">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
          {items.map((item, index) => {
            const current = index === items.length - 1;
            return (
              <li key={item.href} className="flex min-w-0 items-center gap-2">
                {index > 0 ? <Icon node={ChevronRight} className="size-4" /> : null}
                {current ? (
                  <span aria-current="page" className="truncate text-cream">
                    {item.label}
                  </span>
                ) : (
                  <Link
                    href={item.href}
                    className="rounded-sm underline-offset-4 hover:text-gold hover:underline"
                  >
                    {item.label}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={buildBreadcrumbJsonLd(items, SITE.url)} />
    </>
  );
}
