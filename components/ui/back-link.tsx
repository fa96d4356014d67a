import { Link } from '@/components/ui/link';
import { ArrowLeft } from 'lucide';
import { buttonClasses } from './button';
import { Icon } from './icon';

/** A way back up the site, as a plain link (it works before JavaScript). */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Link
      href={href}
      data-pagefind-ignore=""
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
    >
      <Icon node={ArrowLeft} className="size-4" />
      {children}
    </Link>
  );
}
