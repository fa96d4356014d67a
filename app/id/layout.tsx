import type { ReactNode } from 'react';
import { MainContent } from '@/components/layout/main-content';
import { SITE_VIEWPORT, SiteDocument, siteMetadata } from '@/components/layout/site-document';
import { SiteHeader } from '@/components/layout/site-header';
import { fontVariables } from '../fonts';
import '../globals.css';

/** The Indonesian edition's root layout: every page under `/id`. */
export const metadata = siteMetadata('id');
export const viewport = SITE_VIEWPORT;

export default function IndonesianLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument locale="id" className={fontVariables} header={<SiteHeader locale="id" />}>
      <MainContent>{children}</MainContent>
    </SiteDocument>
  );
}
