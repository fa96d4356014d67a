import { Users } from 'lucide';
import { Badge } from '@/components/ui/badge';
import { CardAction } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { StaticImage } from '@/components/ui/static-image';
import type { EventItem } from '@/data/schemas/events';
import { COVER_SIZE } from '@/data/image-dimensions';
import { EventFacts } from './event-facts';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatMessage } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';

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
  locale: Locale;
  /** The listing's first card: its cover is the largest paint on a phone, so it is preloaded. */
  preload?: boolean;
};

export function EventCard({ event, headingLevel: Heading = 'h2', locale, preload = false }: Props) {
  const { events, labels } = getMessages(locale);
  const titleId = `event-card-${event.slug}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-lg shadow-black/30 transition-colors hover:border-gold/60">
      <StaticImage
        src={event.image}
        alt=""
        {...COVER_SIZE}
        preload={preload}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
        className="aspect-video w-full bg-surface-raised object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <Badge className="self-start">{labels.eventCategories[event.category]}</Badge>
        <Heading id={titleId} className="mt-4 text-xl font-bold text-cream">
          {event.title}
        </Heading>
        <EventFacts
          className="mt-4"
          date={event.date}
          time={event.time}
          place={`${event.location.venue}, ${event.location.city}`}
          locale={locale}
        />
        <p className="mt-4 text-muted">{event.shortDescription}</p>
        <p className="mt-4 flex items-center gap-2.5 text-sm text-cream">
          <Icon node={Users} className="size-4 text-gold" />
          {formatMessage(events.card.registered, {
            registered: event.registeredCount,
            capacity: event.capacity,
          })}
        </p>
        <CardAction href={localizePath(`/events/${event.slug}`, locale)} describedBy={titleId}>
          {events.card.viewDetails}
        </CardAction>
      </div>
    </article>
  );
}
