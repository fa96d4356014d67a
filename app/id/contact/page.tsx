import { ContactPage, contactMetadata } from '@/components/pages/contact-page';

export const metadata = contactMetadata('id');

export default function Page() {
  return <ContactPage locale="id" />;
}
