import type { Metadata } from 'next';
import { MainContent } from '@/components/layout/main-content';
import { SiteHeader } from '@/components/layout/site-header';
import { NotFoundView } from '@/components/not-found/not-found-view';
import { UnknownPathMessage } from '@/components/not-found/unknown-path-message';
import { SITE } from '@/data/site';
import { GENERIC_NOT_FOUND, NOT_FOUND_SECTIONS } from '@/lib/not-found';

export const metadata: Metadata = {
  title: GENERIC_NOT_FOUND.title,
  robots: { index: false },
};

export default function NotFound() {
  const sections = NOT_FOUND_SECTIONS.map((section) => ({
    routes: section.routes,
    view: <NotFoundView {...section} />,
    documentTitle: `${section.title} | ${SITE.name}`,
  }));
  return (
    <>
      <SiteHeader deferActive />
      <MainContent>
        <UnknownPathMessage
          fallback={<NotFoundView {...GENERIC_NOT_FOUND} />}
          sections={sections}
        />
      </MainContent>
    </>
  );
}
