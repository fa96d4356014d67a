import { CeoDirectoryPage, ceoDirectoryMetadata } from '@/components/pages/ceo-directory-page';

export const metadata = ceoDirectoryMetadata('id');

export default function Page() {
  return <CeoDirectoryPage locale="id" />;
}
