import { Users } from 'lucide';
import { Badge } from '@/components/ui/badge';
import { CardAction } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { StaticImage } from '@/components/ui/static-image';
import type { EventItem } from '@/data/schemas/events';
import { COVER_SIZE } from '@/data/image-sizes';
import { EventFacts } from './event-facts';

type Props = {
  event: Pick<
    EventItem,
    | 'slug'
    | 'title'
    | 'category'
    | 'date'
    | 'time'
    | 'location'
    | 'shortDescription'
    | 'capacity'
    | 'registeredCount'
    | 'image'
  >;
  headingLevel?: 'h2' | 'h3';
};

export function EventCard({ event, headingLevel: Heading = 'h2' }: Props) {
  const titleId = `event-card-${event.slug}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-lg shadow-black/30 transition-colors hover:border-gold/60">
      <StaticImage
        src={event.image}
        alt=""
        {...COVER_SIZE}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
        className="aspect-video w-full bg-surface-raised object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <Badge className="self-start">{event.category}</Badge>
        <Heading id={titleId} className="mt-4 text-xl font-bold text-cream">
          {event.title}
        </Heading>
        <EventFacts
          className="mt-4"
          date={event.date}
          time={event.time}
          place={`${event.location.venue}, ${event.location.city}`}
        />
        <p className="mt-4 text-muted">{event.shortDescription}</p>
        <p className="mt-4 flex items-center gap-2.5 text-sm text-cream">
          <Icon node={Users} className="size-4 text-gold" />
          {event.registeredCount} / {event.capacity} registered
        </p>
        <CardAction href={`/events/${event.slug}`} describedBy={titleId}>
          View Details
        </CardAction>
      </div>
    </article>
  );
}
