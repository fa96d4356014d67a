import type { ReactNode } from 'react';

/** The skip link's target: focusable by script only, so the skip link can move focus to it. */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
      {children}
    </main>
  );
}
