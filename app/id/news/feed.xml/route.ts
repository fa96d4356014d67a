import { getPublishedNews } from '@/data/news';
import { newsFeedChannel } from '@/lib/feeds';
import { buildRssFeed } from '@/lib/rss';

// Written once at build time as out/id/news/feed.xml: the Indonesian edition's feed, newest first.
export const dynamic = 'force-static';

export function GET() {
  return new Response(buildRssFeed(newsFeedChannel(getPublishedNews('id'), 'id')), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
