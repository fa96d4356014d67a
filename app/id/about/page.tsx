import { AboutPage, aboutMetadata } from '@/components/pages/about-page';

export const metadata = aboutMetadata('id');

export default function Page() {
  return <AboutPage locale="id" />;
}
