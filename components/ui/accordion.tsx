'use client';

import { ChevronDown } from 'lucide';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Icon } from './icon';

export type AccordionEntry = {
  id: string;
  title: ReactNode;
  /** Shown under the title in the header button, e.g. a role or a count. */
  subtitle?: ReactNode;
  content: ReactNode;
};

type Props = {
  items: readonly AccordionEntry[];
  /** The heading level wrapping each header button, to fit the page outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  defaultOpenId?: string | null;
  className?: string;
  itemClassName?: string;
};

/**
 * A single-open, collapsible accordion (WAI-ARIA APG pattern): each header is a button with
 * aria-expanded and aria-controls, each open panel a region labelled by its header; Up, Down,
 * Home and End move between headers. Closed panels keep their content in the HTML with `hidden`,
 * so it is in the exported page for crawlers, and the root layout's <noscript> rule shows every
 * panel to visitors without JavaScript.
 */
export function Accordion({
  items,
  headingLevel: Heading = 'h3',
  defaultOpenId = null,
  className,
  itemClassName,
}: Props) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const triggers = [
      ...(listRef.current?.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]') ?? []),
    ];
    const index = triggers.indexOf(event.currentTarget);
    const target = {
      ArrowDown: triggers[(index + 1) % triggers.length],
      ArrowUp: triggers[(index - 1 + triggers.length) % triggers.length],
      Home: triggers[0],
      End: triggers.at(-1),
    }[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div ref={listRef} className={cn('space-y-3', className)}>
      {items.map((item) => {
        const open = item.id === openId;
        const triggerId = `${baseId}-${item.id}-trigger`;
        const titleId = `${baseId}-${item.id}-title`;
        const subtitleId = `${baseId}-${item.id}-subtitle`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div
            key={item.id}
            data-state={open ? 'open' : 'closed'}
            className={cn(
              'rounded-xl border bg-surface transition-colors',
              open ? 'border-gold/70' : 'border-line',
              itemClassName,
            )}
          >
            <Heading className="font-sans text-base">
              <button
                type="button"
                id={triggerId}
                data-accordion-trigger
                aria-expanded={open}
                aria-controls={panelId}
                aria-describedby={item.subtitle ? subtitleId : undefined}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={onKeyDown}
                className="flex min-h-14 w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left transition-colors hover:text-gold"
              >
                <span className="flex flex-col">
                  <span id={titleId} className="font-semibold text-cream">
                    {item.title}
                  </span>
                </span>
                <Icon
                  node={ChevronDown}
                  className={cn(
                    'text-gold transition-transform duration-200',
                    open && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            {/* Outside the button, so the button's name is its visible title (WCAG 2.5.3). */}
            {item.subtitle ? (
              <p id={subtitleId} className="-mt-2 px-5 pb-4 text-sm text-muted">
                {item.subtitle}
              </p>
            ) : null}
            <div
              id={panelId}
              role="region"
              aria-labelledby={titleId}
              hidden={!open}
              data-disclosure-panel
              className="px-5 pb-5"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
