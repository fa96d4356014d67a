import { NEWS_CATEGORIES } from '@/data/options';
import type { NewsEntry } from '@/lib/news';

/** 19 synthetic items over three years and the five categories: three pages of eight. */
export const NINETEEN_NEWS_ITEMS: NewsEntry[] = Array.from({ length: 19 }, (_, i) => ({
  slug: `news-${i + 1}`,
  headline: `News ${i + 1}`,
  excerpt: `Excerpt ${i + 1}`,
  category: NEWS_CATEGORIES[i % NEWS_CATEGORIES.length]!,
  source: 'Internal',
  publishedAt: `${2026 - (i % 3)}-01-${String((i % 28) + 1).padStart(2, '0')}`,
}));
