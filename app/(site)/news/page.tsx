import { NewsPage, newsMetadata } from '@/components/pages/news-page';

export const metadata = newsMetadata('en');

export default function Page() {
  return <NewsPage locale="en" />;
}
