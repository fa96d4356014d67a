import { SponsorshipPage, sponsorshipMetadata } from '@/components/pages/sponsorship-page';

export const metadata = sponsorshipMetadata('id');

export default function Page() {
  return <SponsorshipPage locale="id" />;
}
