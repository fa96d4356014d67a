import {
  InternationalLeadershipPage,
  internationalLeadershipMetadata,
} from '@/components/pages/international-leadership-page';

export const metadata = internationalLeadershipMetadata('en');

export default function Page() {
  return <InternationalLeadershipPage locale="en" />;
}
