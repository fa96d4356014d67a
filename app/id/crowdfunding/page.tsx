import { CrowdfundingPage, crowdfundingMetadata } from '@/components/pages/crowdfunding-page';

export const metadata = crowdfundingMetadata('id');

export default function Page() {
  return <CrowdfundingPage locale="id" />;
}
