import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RegistrationFlow } from '@/components/events/registration-flow';
import { RegistrationSummary } from '@/components/events/registration-summary';
import { Container } from '@/components/layout/container';
import { BackLink } from '@/components/ui/back-link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { getEventBySlug, getEventSlugs } from '@/data/events';
import { SITE } from '@/data/site';
import { formatEventDate } from '@/lib/dates';
import { registrationAvailability, ticketLimit } from '@/lib/events';
import { buildPageMetadata } from '@/lib/metadata';
import { eventOgImage } from '@/lib/og';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getEventSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = getEventBySlug((await params).slug);
  if (!event) return {};
  return buildPageMetadata({
    title: `Register for ${event.title}`,
    description: `Register for ${event.title}, ${formatEventDate(event.date)}, ${event.location.venue}, ${event.location.city}.`,
    path: `/events/${event.slug}/register`,
    image: eventOgImage(event),
  });
}

export default async function RegisterPage({ params }: Props) {
  const event = getEventBySlug((await params).slug);
  if (!event) notFound();
  const path = `/events/${event.slug}`;

  return (
    <Container className="pt-32 pb-20">
      <div className="print:hidden">
        <Breadcrumb
          items={[
            { label: 'Home', href: '/' },
            { label: 'Events', href: '/events' },
            { label: event.title, href: path },
            { label: 'Register', href: `${path}/register` },
          ]}
        />
        <div className="mt-6">
          <BackLink href={path}>Back to Event Details</BackLink>
        </div>
      </div>
      <div className="mt-8">
        <RegistrationFlow
          slug={event.slug}
          availability={registrationAvailability(event)}
          maxTickets={ticketLimit(event)}
          organiser={SITE.name}
          event={{
            title: event.title,
            dateLabel: formatEventDate(event.date),
            time: event.time,
            venue: event.location.venue,
            address: event.location.address,
          }}
          aside={<RegistrationSummary event={event} />}
        />
      </div>
    </Container>
  );
}
