import { renderOgCard } from '@/components/og/og-card';
import { SITE } from '@/data/site';

// Written once at build time as out/og/default.png, the share preview of every page without its own.
export const dynamic = 'force-static';

export function GET() {
  return renderOgCard({
    title: SITE.name,
    lines: [`Since ${SITE.foundedYear} · ${SITE.memberCount.toLocaleString('en-US')}+ members`],
  });
}
