import { PartnershipPage, partnershipMetadata } from '@/components/pages/partnership-page';

export const metadata = partnershipMetadata('en');

export default function Page() {
  return <PartnershipPage locale="en" />;
}
