import { SponsorshipPage, sponsorshipMetadata } from '@/components/pages/sponsorship-page';

export const metadata = sponsorshipMetadata('en');

export default function Page() {
  return <SponsorshipPage locale="en" />;
}
