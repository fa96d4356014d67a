import {
  ProvincialLeadershipPage,
  provincialLeadershipMetadata,
} from '@/components/pages/provincial-leadership-page';

export const metadata = provincialLeadershipMetadata('en');

export default function Page() {
  return <ProvincialLeadershipPage locale="en" />;
}
