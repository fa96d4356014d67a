import { renderOgCard } from '@/components/og/og-card';
import { getCeoBySlug, getCeoSlugs } from '@/data/ceos';

// One share image per profile, written at build time as out/og/ceo/<slug>.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getCeoSlugs().map((slug) => ({ file: `${slug}.png` }));
}

export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }) {
  const ceo = getCeoBySlug((await params).file.replace(/\.png$/, ''));
  if (!ceo) return new Response('Not found', { status: 404 });
  return renderOgCard({
    eyebrow: 'CEO Directory',
    title: ceo.name,
    lines: [`${ceo.title}, ${ceo.company}`, `${ceo.industry} · ${ceo.province}`],
  });
}
