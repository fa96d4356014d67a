import { Users } from 'lucide';
import { EventFacts } from '@/components/events/event-facts';
import { Container } from '@/components/layout/container';
import { Badge } from '@/components/ui/badge';
import { CardAction } from '@/components/ui/card';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';
import { getHomeEvents } from '@/data/home-events';
import { cn } from '@/lib/cn';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { localizePath } from '@/lib/i18n/paths';

/** The three upcoming events on the home page, the flagship first and larger. */
export function EventsTeaser({ locale }: { locale: Locale }) {
  const { home: t, labels } = getMessages(locale);
  return (
    <section
      aria-labelledby="upcoming-events"
      className="border-t border-line bg-surface py-14 sm:py-20"
    >
      <Container>
        <SectionHeading
          id="upcoming-events"
          eyebrow={t.eventsEyebrow}
          title={t.eventsTitle}
          description={t.eventsDescription}
        />
        <ul className="grid gap-6 lg:grid-cols-3">
          {getHomeEvents(locale).map((event) => {
            const titleId = `home-event-${event.slug}`;
            return (
              <li key={event.slug}>
                <article
                  className={cn(
                    'flex h-full flex-col rounded-xl border bg-ink p-6',
                    event.featured ? 'border-gold/70' : 'border-line',
                  )}
                >
                  <div className="flex flex-wrap gap-2">
                    <Badge>{labels.homeEventTypes[event.type]}</Badge>
                    {event.featured ? <Badge tone="neutral">{t.flagship}</Badge> : null}
                  </div>
                  <h3
                    id={titleId}
                    className={cn(
                      'mt-4 font-bold text-cream',
                      event.featured ? 'text-3xl' : 'text-xl',
                    )}
                  >
                    {event.title}
                  </h3>
                  <EventFacts
                    className="mt-4"
                    date={event.date}
                    time={event.time}
                    place={event.location}
                    locale={locale}
                  />
                  <p className="mt-4 flex items-center gap-2.5 text-sm text-cream">
                    <Icon node={Users} className="size-4 text-gold" />
                    {event.attendees}
                  </p>
                  <p className="mt-4 text-muted">{event.description}</p>
                  <CardAction
                    href={localizePath(`/events/${event.slug}`, locale)}
                    describedBy={titleId}
                    variant="primary"
                  >
                    {t.registerNow}
                  </CardAction>
                </article>
              </li>
            );
          })}
        </ul>
        <div className="mt-12 flex flex-col items-center gap-4 text-center">
          <p className="text-muted">{t.eventsNote}</p>
          <ButtonLink href={localizePath('/events', locale)} size="lg" variant="secondary">
            {t.viewAllEvents}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
