import { absoluteUrl, SITE } from '@/data/site';
import type { RssChannel } from './rss';

/** The site's RSS feeds: where they are written, and how pages announce them. */
export const ARTICLES_FEED = {
  url: '/articles/feed.xml',
  title: `Articles | ${SITE.name}`,
  description: `Perspectives on leadership, strategy, innovation, the economy and community from the ${SITE.name}.`,
} as const;

export const NEWS_FEED = {
  url: '/news/feed.xml',
  title: `Newsroom | ${SITE.name}`,
  description: `Press releases, organisation updates, event recaps and media coverage of the ${SITE.name}.`,
} as const;

type FeedArticle = {
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  category: string;
  author: { name: string };
};

/** The articles feed: the given articles (every published one, newest first), absolute links. */
export function articlesFeedChannel(articles: readonly FeedArticle[]): RssChannel {
  return {
    title: ARTICLES_FEED.title,
    link: absoluteUrl('/articles'),
    description: ARTICLES_FEED.description,
    feedUrl: absoluteUrl(ARTICLES_FEED.url),
    language: 'en',
    items: articles.map((article) => ({
      title: article.title,
      link: absoluteUrl(`/articles/${article.slug}`),
      description: article.excerpt,
      publishedAt: article.publishedAt,
      category: article.category,
      creator: article.author.name,
    })),
  };
}

type FeedNewsItem = {
  slug: string;
  headline: string;
  excerpt: string;
  publishedAt: string;
  category: string;
  author?: string;
};

/** The newsroom feed: the given items (every published one, newest first), absolute links. */
export function newsFeedChannel(items: readonly FeedNewsItem[]): RssChannel {
  return {
    title: NEWS_FEED.title,
    link: absoluteUrl('/news'),
    description: NEWS_FEED.description,
    feedUrl: absoluteUrl(NEWS_FEED.url),
    language: 'en',
    items: items.map((item) => ({
      title: item.headline,
      link: absoluteUrl(`/news/${item.slug}`),
      description: item.excerpt,
      publishedAt: item.publishedAt,
      category: item.category,
      creator: item.author,
    })),
  };
}
