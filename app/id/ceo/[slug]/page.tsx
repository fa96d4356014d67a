import type { Metadata } from 'next';
import {
  CeoProfilePage,
  ceoProfileMetadata,
  ceoProfileParams,
} from '@/components/pages/ceo-profile-page';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return ceoProfileParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return ceoProfileMetadata((await params).slug, 'id');
}

export default async function Page({ params }: Props) {
  // Called, not rendered, so an unknown slug's notFound() is thrown by the route itself.
  return CeoProfilePage({ slug: (await params).slug, locale: 'id' });
}
