import { z } from 'zod';
import { INTERNAL_SOURCE, NEWS_CATEGORIES, PUBLICATION_STATUSES } from '../options';
import {
  exampleUrlSchema,
  imagePathSchema,
  isoDateSchema,
  slugSchema,
  textSchema,
  uniqueBy,
} from './helpers';

export const NewsSectionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('paragraph'), content: textSchema }),
  /** A callout: a quotation or a key figure set apart from the text. */
  z.strictObject({ type: z.literal('highlight'), content: textSchema }),
  z.strictObject({ type: z.literal('heading'), content: textSchema }),
  z.strictObject({
    type: z.literal('list'),
    /** An optional sentence introducing the list. */
    content: textSchema.optional(),
    items: z.array(textSchema).min(1),
  }),
  z.strictObject({
    type: z.literal('image'),
    /** COVER_SIZE, like the covers. */
    src: imagePathSchema('news'),
    imageAlt: textSchema,
    caption: textSchema.optional(),
  }),
]);

/**
 * A news item's Indonesian text, in the item's shape: its sections one for one, each with the
 * texts its English section has. Category, dates, author, outlet, links and images are shared
 * (NEWS_SHARED_FIELDS), and data/news.ts checks that every other text is given.
 */
export const NewsTranslationSchema = z.strictObject({
  headline: textSchema,
  excerpt: textSchema,
  keyHighlights: z.array(textSchema).min(1).optional(),
  metaTitle: textSchema.optional(),
  metaDescription: textSchema.optional(),
  content: z.strictObject({
    sections: z.array(
      z.strictObject({
        content: textSchema.optional(),
        items: z.array(textSchema).min(1).optional(),
        imageAlt: textSchema.optional(),
        caption: textSchema.optional(),
      }),
    ),
  }),
});
export type NewsTranslation = z.input<typeof NewsTranslationSchema>;

/** The fields both editions of a news item share. */
export const NEWS_SHARED_FIELDS = [
  'id',
  'slug',
  'category',
  'publishedAt',
  'author',
  'source',
  'sourceUrl',
  'coverImage',
  'status',
  'type',
  'src',
] as const;

export const NewsItemSchema = z
  .strictObject({
    id: z.string().regex(/^news-\d{3}$/),
    slug: slugSchema,
    headline: textSchema,
    category: z.enum(NEWS_CATEGORIES),
    excerpt: textSchema,
    content: z.strictObject({ sections: z.array(NewsSectionSchema).min(1) }),
    publishedAt: isoDateSchema,
    /** The writer's name, when the item is signed. */
    author: textSchema.optional(),
    /** 'Internal' for the association's own items, otherwise the outlet's name. */
    source: textSchema,
    /** The original article at the outlet ('Read Original Article'); never on Internal items. */
    sourceUrl: exampleUrlSchema.optional(),
    /** COVER_SIZE. Abstract artwork, so decorative: pages give it an empty alt. */
    coverImage: imagePathSchema('news'),
    keyHighlights: z.array(textSchema).min(1).optional(),
    status: z.enum(PUBLICATION_STATUSES),
    metaTitle: textSchema.optional(),
    metaDescription: textSchema.optional(),
  })
  .refine((item) => !(item.source === INTERNAL_SOURCE && item.sourceUrl), {
    path: ['sourceUrl'],
    message: 'Internal items have no original article to link to',
  });

export type NewsItem = z.infer<typeof NewsItemSchema>;
export type NewsItemInput = z.input<typeof NewsItemSchema>;
export type NewsSection = z.infer<typeof NewsSectionSchema>;
export type NewsSectionType = NewsSection['type'];

export const NewsListSchema = z
  .array(NewsItemSchema)
  .superRefine(uniqueBy('news id', (item) => item.id))
  .superRefine(uniqueBy('news slug', (item) => item.slug));
