'use client';

import { useState, type ReactNode } from 'react';
import { TabList, tabId, tabPanelId, type TabOption } from './tabs';

export type TabSetItem<T extends string> = TabOption<T> & {
  /** The panel's content, rendered on the server. */
  panel: ReactNode;
};

type Props<T extends string> = {
  /** Prefix of the tab and panel ids. */
  idBase: string;
  label: string;
  items: readonly TabSetItem<T>[];
  /** The tab selected at first; the first tab when omitted. */
  defaultValue?: T;
  className?: string;
};

/**
 * Tabs with one panel per tab (WAI-ARIA APG tabs, automatic activation; TabList does the keys).
 * Every panel is in the HTML from the server, the inactive ones `hidden`, so the first paint already
 * shows the default tab (nothing moves at hydration) and crawlers read every panel. Without
 * JavaScript the tabs could not switch, so the root layout's <noscript> style shows every panel
 * (`data-tab-panel`) and hides the tab buttons (`data-tablist`): each panel then reads as a section
 * under its own heading. Panels are focusable (tabindex 0) so keyboard users reach panels that have
 * no link or control of their own, as the APG recommends.
 */
export function TabSet<T extends string>({
  idBase,
  label,
  items,
  defaultValue,
  className,
}: Props<T>) {
  const [value, setValue] = useState<T>(defaultValue ?? items[0]!.value);

  return (
    <div className={className}>
      <div data-tablist>
        <TabList
          idBase={idBase}
          label={label}
          tabs={items}
          value={value}
          onValueChange={setValue}
          panelPerTab
        />
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={tabPanelId(idBase, item.value)}
          aria-labelledby={tabId(idBase, item.value)}
          tabIndex={0}
          hidden={item.value !== value}
          data-tab-panel
          className="mt-6 rounded-xl"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
