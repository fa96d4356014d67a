import { defaultOgCard } from '@/components/og/og-images';

// Written once at build time as out/id/og/default.png, the share preview of every page of the Indonesian edition without its own.
export const dynamic = 'force-static';

export function GET() {
  return defaultOgCard('id');
}
