import { ArticlesPage, articlesMetadata } from '@/components/pages/articles-page';

export const metadata = articlesMetadata('en');

export default function Page() {
  return <ArticlesPage locale="en" />;
}
