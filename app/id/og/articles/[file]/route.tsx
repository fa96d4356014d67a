import { articleOgCard, articleOgFiles, type OgParams } from '@/components/og/og-images';

// One share image per article in Indonesian, written at build time as out/id/og/articles/<slug>.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = articleOgFiles;

export function GET(_: Request, context: OgParams) {
  return articleOgCard('id', context);
}
