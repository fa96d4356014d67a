import { z } from 'zod';
import { selectRelated } from '@/lib/related';
import { ARTICLE_CONTENT } from './content/articles';
import { ARTICLE_CATEGORIES, PUBLICATION_STATUSES } from './options';
import { imagePathSchema, isoDateSchema, slugSchema, textSchema, uniqueBy } from './schema-helpers';

/** How many related articles the detail page shows at most. */
export const RELATED_ARTICLES_LIMIT = 3;

export const ArticleSectionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('heading'), content: textSchema }),
  z.strictObject({ type: z.literal('paragraph'), content: textSchema }),
  z.strictObject({ type: z.literal('quote'), text: textSchema, author: textSchema }),
  z.strictObject({
    type: z.literal('list'),
    /** The sentence introducing the list. */
    content: textSchema,
    items: z.array(textSchema).min(1),
  }),
  z.strictObject({
    type: z.literal('image'),
    /** COVER_SIZE, like the covers. */
    src: imagePathSchema('articles'),
    imageAlt: textSchema,
    caption: textSchema.optional(),
  }),
]);

export const ArticleAuthorSchema = z.strictObject({
  name: textSchema,
  role: textSchema,
  company: textSchema,
  /** AVATAR_SIZE. */
  avatar: imagePathSchema('authors'),
  bio: textSchema,
});

export const ArticleSchema = z.strictObject({
  id: z.string().regex(/^article-\d{3}$/),
  slug: slugSchema,
  title: textSchema,
  category: z.enum(ARTICLE_CATEGORIES),
  excerpt: textSchema,
  content: z.strictObject({ sections: z.array(ArticleSectionSchema).min(1) }),
  /** COVER_SIZE. Abstract artwork, so decorative: pages give it an empty alt. */
  coverImage: imagePathSchema('articles'),
  author: ArticleAuthorSchema,
  publishedAt: isoDateSchema,
  /** Minutes. */
  readingTime: z.int().positive(),
  tags: z.array(textSchema).min(1),
  status: z.enum(PUBLICATION_STATUSES),
  metaTitle: textSchema.optional(),
  metaDescription: textSchema.optional(),
});

export type Article = z.infer<typeof ArticleSchema>;
export type ArticleInput = z.input<typeof ArticleSchema>;
export type ArticleSection = z.infer<typeof ArticleSectionSchema>;
export type ArticleSectionType = ArticleSection['type'];
export type ArticleAuthor = z.infer<typeof ArticleAuthorSchema>;
export type ArticleAuthorInput = z.input<typeof ArticleAuthorSchema>;

export const ArticleListSchema = z
  .array(ArticleSchema)
  .superRefine(uniqueBy('article id', (article) => article.id))
  .superRefine(uniqueBy('article slug', (article) => article.slug));

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
  return selectRelated(published, article, RELATED_ARTICLES_LIMIT);
}
