import { renderOgCard } from '@/components/og/og-card';
import { getNewsBySlug, getNewsSlugs } from '@/data/news';
import { formatLongDate } from '@/lib/dates';

// One share image per news item, written at build time as out/og/news/<slug>.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getNewsSlugs().map((slug) => ({ file: `${slug}.png` }));
}

export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }) {
  const item = getNewsBySlug((await params).file.replace(/\.png$/, ''));
  if (!item) return new Response('Not found', { status: 404 });
  return renderOgCard({
    eyebrow: `Newsroom · ${item.category}`,
    title: item.headline,
    lines: [formatLongDate(item.publishedAt)],
  });
}
