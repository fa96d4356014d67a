import { eventOgCard, eventOgFiles, type OgParams } from '@/components/og/og-images';

// One share image per event in Indonesian, written at build time as out/id/og/events/<slug>.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = eventOgFiles;

export function GET(_: Request, context: OgParams) {
  return eventOgCard('id', context);
}
