import { CeoDirectoryPage, ceoDirectoryMetadata } from '@/components/pages/ceo-directory-page';

export const metadata = ceoDirectoryMetadata('en');

export default function Page() {
  return <CeoDirectoryPage locale="en" />;
}
