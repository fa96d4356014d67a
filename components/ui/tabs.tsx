'use client';

import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type TabOption<T extends string> = { value: T; label: string };

type TabListProps<T extends string> = {
  /** Prefix of the tab and panel ids. */
  idBase: string;
  label: string;
  tabs: readonly TabOption<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** Each tab controls its own panel (`tabPanelId(idBase, value)`, see TabSet) instead of one shared panel. */
  panelPerTab?: boolean;
  /**
   * The URL parameter the tabs set, when they sit in a listing's filter form: each tab is then a
   * submit button, so a tap before hydration loads that tab's URL.
   */
  name?: string;
  className?: string;
};

/** The id of a tab button. */
export const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
/** The id of the shared panel, or with a value, of that tab's own panel. */
export const tabPanelId = (idBase: string, value?: string) =>
  value === undefined ? `${idBase}-panel` : `${idBase}-panel-${value}`;

/**
 * A WAI-ARIA tablist (automatic activation): the selected tab is the one in the Tab order, and
 * Left/Right, Home and End move between tabs and select them. Every tab controls the one panel
 * (TabPanel), which is labelled by the selected tab.
 */
export function TabList<T extends string>({
  idBase,
  label,
  tabs,
  value,
  onValueChange,
  panelPerTab = false,
  name,
  className,
}: TabListProps<T>) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onValueChange(tab.value);
    document.getElementById(tabId(idBase, tab.value))?.focus();
  };

  return (
    <>
      {/* The current tab, for a submit by anything else in the form (the last value wins). */}
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <div
        role="tablist"
        aria-label={label}
        className={cn(
          'inline-flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1',
          className,
        )}
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type={name ? 'submit' : 'button'}
              name={name}
              value={name ? tab.value : undefined}
              role="tab"
              id={tabId(idBase, tab.value)}
              aria-selected={selected}
              aria-controls={tabPanelId(idBase, panelPerTab ? tab.value : undefined)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'min-h-11 rounded-md px-5 text-sm font-semibold transition-colors',
                selected ? 'bg-gold text-ink' : 'text-cream hover:text-gold',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
    </>
  );
}

type TabPanelProps = { idBase: string; value: string; children: ReactNode; className?: string };

export function TabPanel({ idBase, value, children, className }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idBase)}
      aria-labelledby={tabId(idBase, value)}
      className={className}
    >
      {children}
    </div>
  );
}
