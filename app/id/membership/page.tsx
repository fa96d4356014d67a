import { MembershipPage, membershipMetadata } from '@/components/pages/membership-page';

export const metadata = membershipMetadata('id');

export default function Page() {
  return <MembershipPage locale="id" />;
}
