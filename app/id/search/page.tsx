import { SearchPage, searchMetadata } from '@/components/pages/search-page';

export const metadata = searchMetadata('id');

export default function Page() {
  return <SearchPage locale="id" />;
}
