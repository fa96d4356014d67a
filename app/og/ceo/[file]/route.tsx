import { ceoOgCard, ceoOgFiles, type OgParams } from '@/components/og/og-images';

// One share image per CEO profile, written at build time as out/og/ceo/<slug>.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = ceoOgFiles;

export function GET(_: Request, context: OgParams) {
  return ceoOgCard('en', context);
}
