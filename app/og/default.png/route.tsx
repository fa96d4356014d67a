import { defaultOgCard } from '@/components/og/og-images';

// Written once at build time as out/og/default.png, the share preview of every page without its own.
export const dynamic = 'force-static';

export function GET() {
  return defaultOgCard('en');
}
