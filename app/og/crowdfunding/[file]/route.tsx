import { projectOgCard, projectOgFiles, type OgParams } from '@/components/og/og-images';

// One share image per crowdfunding project, written at build time as out/og/crowdfunding/<slug>.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = projectOgFiles;

export function GET(_: Request, context: OgParams) {
  return projectOgCard('en', context);
}
