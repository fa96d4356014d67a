import { getPublishedArticles } from '@/data/articles';
import { articlesFeedChannel } from '@/lib/feeds';
import { buildRssFeed } from '@/lib/rss';

// Written once at build time as out/id/articles/feed.xml: the Indonesian edition's feed, newest first.
export const dynamic = 'force-static';

export function GET() {
  return new Response(buildRssFeed(articlesFeedChannel(getPublishedArticles('id'), 'id')), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
