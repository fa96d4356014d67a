import { z } from 'zod';
import { ARTICLE_CATEGORIES, PUBLICATION_STATUSES } from '../options';
import { imagePathSchema, isoDateSchema, slugSchema, textSchema, uniqueBy } from './helpers';

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

/**
 * An article's Indonesian text, in the article's shape: its sections one for one, each with the
 * texts its English section has; the author's role and biography. Category, dates, images and the
 * author's name, company and portrait are shared (ARTICLE_SHARED_FIELDS), and data/articles.ts
 * checks that every other text is given.
 */
export const ArticleTranslationSchema = z.strictObject({
  title: textSchema,
  excerpt: textSchema,
  tags: z.array(textSchema).min(1),
  metaTitle: textSchema.optional(),
  metaDescription: textSchema.optional(),
  author: z.strictObject({ role: textSchema, bio: textSchema }),
  content: z.strictObject({
    sections: z.array(
      z.strictObject({
        content: textSchema.optional(),
        items: z.array(textSchema).min(1).optional(),
        text: textSchema.optional(),
        author: textSchema.optional(),
        imageAlt: textSchema.optional(),
        caption: textSchema.optional(),
      }),
    ),
  }),
});
export type ArticleTranslation = z.input<typeof ArticleTranslationSchema>;

/** The fields both editions of an article share. */
export const ARTICLE_SHARED_FIELDS = [
  'id',
  'slug',
  'category',
  'coverImage',
  'publishedAt',
  'readingTime',
  'status',
  'type',
  'src',
  'name',
  'company',
  'avatar',
] as const;

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
