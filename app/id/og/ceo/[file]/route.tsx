import { ceoOgCard, ceoOgFiles, type OgParams } from '@/components/og/og-images';

// One share image per CEO profile in Indonesian, written at build time as out/id/og/ceo/<slug>.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = ceoOgFiles;

export function GET(_: Request, context: OgParams) {
  return ceoOgCard('id', context);
}
