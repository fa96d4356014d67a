import { PartnershipPage, partnershipMetadata } from '@/components/pages/partnership-page';

export const metadata = partnershipMetadata('id');

export default function Page() {
  return <PartnershipPage locale="id" />;
}
