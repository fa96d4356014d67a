import {
  InternationalLeadershipPage,
  internationalLeadershipMetadata,
} from '@/components/pages/international-leadership-page';

export const metadata = internationalLeadershipMetadata('id');

export default function Page() {
  return <InternationalLeadershipPage locale="id" />;
}
