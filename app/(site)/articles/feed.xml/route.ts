import { getPublishedArticles } from '@/data/articles';
import { articlesFeedChannel } from '@/lib/feeds';
import { buildRssFeed } from '@/lib/rss';

// Written once at build time as out/articles/feed.xml: every published article, newest first.
export const dynamic = 'force-static';

export function GET() {
  return new Response(buildRssFeed(articlesFeedChannel(getPublishedArticles())), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
