import { CsrDonationPage, csrDonationMetadata } from '@/components/pages/csr-donation-page';

export const metadata = csrDonationMetadata('id');

export default function Page() {
  return <CsrDonationPage locale="id" />;
}
