import { getPublishedNews } from '@/data/news';
import { newsFeedChannel } from '@/lib/feeds';
import { buildRssFeed } from '@/lib/rss';

// Written once at build time as out/news/feed.xml: every published news item, newest first.
export const dynamic = 'force-static';

export function GET() {
  return new Response(buildRssFeed(newsFeedChannel(getPublishedNews())), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
