import { newsOgCard, newsOgFiles, type OgParams } from '@/components/og/og-images';

// One share image per news item in Indonesian, written at build time as out/id/og/news/<slug>.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = newsOgFiles;

export function GET(_: Request, context: OgParams) {
  return newsOgCard('id', context);
}
