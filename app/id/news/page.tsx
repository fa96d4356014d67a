import { NewsPage, newsMetadata } from '@/components/pages/news-page';

export const metadata = newsMetadata('id');

export default function Page() {
  return <NewsPage locale="id" />;
}
