import { CrowdfundingPage, crowdfundingMetadata } from '@/components/pages/crowdfunding-page';

export const metadata = crowdfundingMetadata('en');

export default function Page() {
  return <CrowdfundingPage locale="en" />;
}
