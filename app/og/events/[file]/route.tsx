import { renderOgCard } from '@/components/og/og-card';
import { getEventBySlug, getEventSlugs } from '@/data/events';
import { formatEventDate } from '@/lib/dates';

// One share image per event, written at build time as out/og/events/<slug>.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getEventSlugs().map((slug) => ({ file: `${slug}.png` }));
}

export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }) {
  const event = getEventBySlug((await params).file.replace(/\.png$/, ''));
  if (!event) return new Response('Not found', { status: 404 });
  return renderOgCard({
    eyebrow: `${event.category} · ${event.location.city}`,
    title: event.title,
    lines: [`${formatEventDate(event.date)} · ${event.time}`],
  });
}
