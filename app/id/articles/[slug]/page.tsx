import type { Metadata } from 'next';
import { ArticlePage, articleMetadata, articleParams } from '@/components/pages/article-page';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return articleParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata((await params).slug, 'id');
}

export default async function Page({ params }: Props) {
  // Called, not rendered, so an unknown slug's notFound() is thrown by the route itself.
  return ArticlePage({ slug: (await params).slug, locale: 'id' });
}
