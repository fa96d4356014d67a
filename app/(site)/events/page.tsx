import { EventCard } from '@/components/events/event-card';
import { EventsListing } from '@/components/events/events-listing';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { getEvents } from '@/data/events';
import { SITE } from '@/data/site';
import { buildPageMetadata } from '@/lib/metadata';

export const metadata = buildPageMetadata({
  title: 'Events',
  description: `Summits, forums, roundtables and workshops of the ${SITE.name} across Indonesia: upcoming events to register for, and past ones.`,
  path: '/events',
});

export default function EventsPage() {
  const events = getEvents();
  return (
    <>
      <PageHero
        eyebrow="Meet, learn, lead"
        title="Events"
        description="Summits, forums, roundtables and workshops where Indonesia's business leaders meet, learn from one another and shape what comes next."
      />
      <Container className="py-14">
        <EventsListing
          events={events.map(
            ({ slug, title, shortDescription, category, location, date, status }) => ({
              slug,
              title,
              shortDescription,
              category,
              city: location.city,
              date,
              status,
            }),
          )}
          cards={Object.fromEntries(
            events.map((event) => [event.slug, <EventCard key={event.slug} event={event} />]),
          )}
        />
      </Container>
    </>
  );
}
