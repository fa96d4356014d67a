import { selectRelated } from '@/lib/related';
import { ARTICLE_CONTENT } from './content/articles';
import { ArticleListSchema, type Article } from './schemas/articles';
import { RELATED_PUBLICATIONS_LIMIT } from '@/lib/constants';

const articles: readonly Article[] = Object.freeze(ArticleListSchema.parse(ARTICLE_CONTENT));

const published: readonly Article[] = Object.freeze(
  articles
    .filter((article) => article.status === 'published')
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)),
);

/** Published articles, newest first; drafts never leave this module. */
export function getPublishedArticles(): readonly Article[] {
  return published;
}

/** One published article by slug, or undefined when there is none. */
export function getArticleBySlug(slug: string): Article | undefined {
  return published.find((article) => article.slug === slug);
}

/** Every published article slug, for generateStaticParams. */
export function getArticleSlugs(): string[] {
  return published.map((article) => article.slug);
}

/** Up to three other published articles of the same category, newest first. */
export function getRelatedArticles(article: Pick<Article, 'slug' | 'category'>): Article[] {
  return selectRelated(published, article, RELATED_PUBLICATIONS_LIMIT);
}
