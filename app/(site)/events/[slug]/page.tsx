import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AddToCalendar } from '@/components/events/add-to-calendar';
import { EventFacts } from '@/components/events/event-facts';
import { EventProgramme } from '@/components/events/event-programme';
import { EventSidebar } from '@/components/events/event-sidebar';
import { RegisterAction } from '@/components/events/register-action';
import { ShareEvent } from '@/components/events/share-event';
import { Container } from '@/components/layout/container';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { JsonLd } from '@/components/ui/json-ld';
import { StaticImage } from '@/components/ui/static-image';
import { getEventBySlug, getEventSlugs } from '@/data/events';
import { COVER_SIZE } from '@/data/image-sizes';
import { SITE } from '@/data/site';
import { registrationAvailability, spotsLeft } from '@/lib/events';
import { buildEventCalendar } from '@/lib/ics';
import { buildPageMetadata } from '@/lib/metadata';
import { eventOgImage } from '@/lib/og';
import { buildEventPageJsonLd } from '@/lib/structured-data';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getEventSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = getEventBySlug((await params).slug);
  if (!event) return {};
  return buildPageMetadata({
    title: event.title,
    description: event.shortDescription,
    path: `/events/${event.slug}`,
    image: eventOgImage(event),
  });
}

export default async function EventPage({ params }: Props) {
  const event = getEventBySlug((await params).slug);
  if (!event) notFound();
  const path = `/events/${event.slug}`;
  const { venue, address } = event.location;

  return (
    <Container className="pt-32 pb-20">
      <Breadcrumb
        items={[
          { label: 'Home', href: '/' },
          { label: 'Events', href: '/events' },
          { label: event.title, href: path },
        ]}
      />
      <div className="mt-6">
        <BackLink href="/events">Back to Events</BackLink>
      </div>

      <header className="mt-6 grid gap-8 rounded-xl border border-line bg-surface p-6 lg:grid-cols-[1.1fr_1fr] lg:p-8">
        <StaticImage
          src={event.image}
          alt=""
          {...COVER_SIZE}
          sizes="(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw"
          preload
          className="aspect-video w-full rounded-lg bg-surface-raised object-cover"
        />
        <div className="flex flex-col">
          <Badge className="self-start">{event.category}</Badge>
          <h1 className="mt-4 text-3xl font-bold text-cream sm:text-4xl">{event.title}</h1>
          <EventFacts
            className="mt-6 text-base"
            date={event.date}
            time={event.time}
            place={venue}
            placeDetail={address}
          />
          <p className="mt-4 text-cream">
            Capacity: {event.capacity} people
            {event.status === 'upcoming' ? (
              <span className="text-gold"> ({spotsLeft(event)} spots left)</span>
            ) : null}
          </p>
          <div className="mt-auto flex flex-wrap gap-3 pt-8">
            <RegisterAction slug={event.slug} availability={registrationAvailability(event)} />
            <AddToCalendar slug={event.slug} {...buildEventCalendar(event, SITE)} />
            <ShareEvent title={event.title} description={event.shortDescription} />
          </div>
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <EventProgramme event={event} />
        <EventSidebar event={event} />
      </div>

      <JsonLd data={buildEventPageJsonLd(event, SITE)} />
    </Container>
  );
}
