import type { Locale } from '@/data/locales';
import type { ArticleCategory, NewsCategory } from '@/data/options';
import { getMessages } from '@/data/messages';
import { absoluteUrl, SITE } from '@/data/site';
import { formatMessage } from './i18n/format';
import { localizePath } from './i18n/paths';
import type { RssChannel } from './rss';

export type Feed = { url: string; title: string; description: string };

/**
 * The site's RSS feeds, one per edition: where each is written (`/articles/feed.xml`,
 * `/id/articles/feed.xml`) and how pages announce it.
 */
export function articlesFeed(locale: Locale): Feed {
  const t = getMessages(locale).articles;
  return {
    url: localizePath('/articles/feed.xml', locale),
    title: formatMessage(t.feedTitle, { name: SITE.name }),
    description: formatMessage(t.feedDescription, { name: SITE.name }),
  };
}

export function newsFeed(locale: Locale): Feed {
  const t = getMessages(locale).news;
  return {
    url: localizePath('/news/feed.xml', locale),
    title: formatMessage(t.feedTitle, { name: SITE.name }),
    description: formatMessage(t.feedDescription, { name: SITE.name }),
  };
}

export const ARTICLES_FEED = articlesFeed('en');
export const NEWS_FEED = newsFeed('en');

type FeedArticle = {
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  category: ArticleCategory;
  author: { name: string };
};

/** The articles feed: the given articles (every published one, newest first), absolute links. */
export function articlesFeedChannel(
  articles: readonly FeedArticle[],
  locale: Locale = 'en',
): RssChannel {
  const feed = articlesFeed(locale);
  return {
    title: feed.title,
    link: absoluteUrl(localizePath('/articles', locale)),
    description: feed.description,
    feedUrl: absoluteUrl(feed.url),
    language: locale,
    items: articles.map((article) => ({
      title: article.title,
      link: absoluteUrl(localizePath(`/articles/${article.slug}`, locale)),
      description: article.excerpt,
      publishedAt: article.publishedAt,
      // The category as the edition's pages name it ('Inovasi' in the Indonesian feed).
      category: getMessages(locale).labels.articleCategories[article.category],
      creator: article.author.name,
    })),
  };
}

type FeedNewsItem = {
  slug: string;
  headline: string;
  excerpt: string;
  publishedAt: string;
  category: NewsCategory;
  author?: string;
};

/** The newsroom feed: the given items (every published one, newest first), absolute links. */
export function newsFeedChannel(items: readonly FeedNewsItem[], locale: Locale = 'en'): RssChannel {
  const feed = newsFeed(locale);
  return {
    title: feed.title,
    link: absoluteUrl(localizePath('/news', locale)),
    description: feed.description,
    feedUrl: absoluteUrl(feed.url),
    language: locale,
    items: items.map((item) => ({
      title: item.headline,
      link: absoluteUrl(localizePath(`/news/${item.slug}`, locale)),
      description: item.excerpt,
      publishedAt: item.publishedAt,
      category: getMessages(locale).labels.newsCategories[item.category],
      creator: item.author,
    })),
  };
}
