import { ArticlesPage, articlesMetadata } from '@/components/pages/articles-page';

export const metadata = articlesMetadata('id');

export default function Page() {
  return <ArticlesPage locale="id" />;
}
