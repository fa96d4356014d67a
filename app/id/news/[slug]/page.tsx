import type { Metadata } from 'next';
import { NewsItemPage, newsItemMetadata, newsItemParams } from '@/components/pages/news-item-page';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return newsItemParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsItemMetadata((await params).slug, 'id');
}

export default async function Page({ params }: Props) {
  // Called, not rendered, so an unknown slug's notFound() is thrown by the route itself.
  return NewsItemPage({ slug: (await params).slug, locale: 'id' });
}
