import { EventsPage, eventsMetadata } from '@/components/pages/events-page';

export const metadata = eventsMetadata('id');

export default function Page() {
  return <EventsPage locale="id" />;
}
