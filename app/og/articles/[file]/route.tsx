import { renderOgCard } from '@/components/og/og-card';
import { getArticleBySlug, getArticleSlugs } from '@/data/articles';
import { formatLongDate } from '@/lib/dates';

// One share image per article, written at build time as out/og/articles/<slug>.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getArticleSlugs().map((slug) => ({ file: `${slug}.png` }));
}

export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }) {
  const article = getArticleBySlug((await params).file.replace(/\.png$/, ''));
  if (!article) return new Response('Not found', { status: 404 });
  return renderOgCard({
    eyebrow: `Article · ${article.category}`,
    title: article.title,
    lines: [`${article.author.name} · ${formatLongDate(article.publishedAt)}`],
  });
}
