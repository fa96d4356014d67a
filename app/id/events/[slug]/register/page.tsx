import type { Metadata } from 'next';
import { eventParams } from '@/components/pages/event-page';
import { RegisterPage, registerMetadata } from '@/components/pages/register-page';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return eventParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return registerMetadata((await params).slug, 'id');
}

export default async function Page({ params }: Props) {
  // Called, not rendered, so an unknown slug's notFound() is thrown by the route itself.
  return RegisterPage({ slug: (await params).slug, locale: 'id' });
}
