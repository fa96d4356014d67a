import type { ReactNode } from 'react';
import { MainContent } from '@/components/layout/main-content';
import { SITE_VIEWPORT, SiteDocument, siteMetadata } from '@/components/layout/site-document';
import { SiteHeader } from '@/components/layout/site-header';
import { fontVariables } from '../fonts';
import '../globals.css';

/** The English edition's root layout: every page at today's URLs. */
export const metadata = siteMetadata('en');
export const viewport = SITE_VIEWPORT;

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument locale="en" className={fontVariables} header={<SiteHeader locale="en" />}>
      <MainContent>{children}</MainContent>
    </SiteDocument>
  );
}
