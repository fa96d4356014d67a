import type { Metadata } from 'next';
import { MainContent } from '@/components/layout/main-content';
import { SiteHeader } from '@/components/layout/site-header';
import { UnknownPathMessage } from '@/components/not-found/unknown-path-message';
import { SITE } from '@/data/site';
import { GENERIC_NOT_FOUND } from '@/lib/not-found';

export const metadata: Metadata = {
  title: GENERIC_NOT_FOUND.title,
  robots: { index: false },
};

export default function NotFound() {
  return (
    <>
      <SiteHeader deferActive />
      <MainContent>
        <UnknownPathMessage siteName={SITE.name} />
      </MainContent>
    </>
  );
}
