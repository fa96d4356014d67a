import { createElement } from 'react';
import type { IconNode } from 'lucide';
import { cn } from '@/lib/cn';

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Draws a Lucide icon from its node data. The vanilla `lucide` package is used rather than
 * lucide-react, whose icons are client components: here an icon in a server component costs no JS.
 * Icons are decorative unless given a label.
 */
export function Icon({
  node,
  className,
  label,
}: {
  node: IconNode;
  className?: string;
  label?: string;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-5 shrink-0', className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {node.map(([tag, attrs], index) =>
        createElement(
          tag,
          Object.fromEntries([
            ['key', index],
            ...Object.entries(attrs).map(([k, v]) => [camel(k), v]),
          ]),
        ),
      )}
    </svg>
  );
}
