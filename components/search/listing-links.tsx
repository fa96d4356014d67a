import { cn } from '@/lib/cn';

export type ListingLink = { readonly label: string; readonly href: string };

/** The site's listings, offered where a search finds nothing or cannot run. */
export function ListingLinks({
  links,
  className,
}: {
  links: readonly ListingLink[];
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            data-search-result=""
            className="inline-flex min-h-11 items-center rounded-md border border-line-strong px-4 text-sm font-semibold text-cream transition-colors hover:border-gold hover:text-gold focus-visible:border-gold"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
