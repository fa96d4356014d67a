import type { Metadata } from 'next';
import { ProjectPage, projectMetadata, projectParams } from '@/components/pages/project-page';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return projectParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return projectMetadata((await params).slug, 'id');
}

export default async function Page({ params }: Props) {
  // Called, not rendered, so an unknown slug's notFound() is thrown by the route itself.
  return ProjectPage({ slug: (await params).slug, locale: 'id' });
}
