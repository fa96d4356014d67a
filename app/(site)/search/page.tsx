import { SearchPage, searchMetadata } from '@/components/pages/search-page';

export const metadata = searchMetadata('en');

export default function Page() {
  return <SearchPage locale="en" />;
}
