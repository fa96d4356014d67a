import { HomePage, homeMetadata } from '@/components/pages/home-page';

export const metadata = homeMetadata('id');

export default function Page() {
  return <HomePage locale="id" />;
}
