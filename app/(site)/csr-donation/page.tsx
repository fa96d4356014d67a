import { CsrDonationPage, csrDonationMetadata } from '@/components/pages/csr-donation-page';

export const metadata = csrDonationMetadata('en');

export default function Page() {
  return <CsrDonationPage locale="en" />;
}
