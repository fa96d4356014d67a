import {
  ProvincialLeadershipPage,
  provincialLeadershipMetadata,
} from '@/components/pages/provincial-leadership-page';

export const metadata = provincialLeadershipMetadata('id');

export default function Page() {
  return <ProvincialLeadershipPage locale="id" />;
}
