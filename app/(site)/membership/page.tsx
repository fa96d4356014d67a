import { MembershipPage, membershipMetadata } from '@/components/pages/membership-page';

export const metadata = membershipMetadata('en');

export default function Page() {
  return <MembershipPage locale="en" />;
}
