import type { ReactNode } from 'react';
import { MainContent } from '@/components/layout/main-content';
import { SiteHeader } from '@/components/layout/site-header';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <MainContent>{children}</MainContent>
    </>
  );
}
