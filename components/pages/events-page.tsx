import type { Metadata } from 'next';
import { EventCard } from '@/components/events/event-card';
import { EventsListing, type EventsListingStrings } from '@/components/events/events-listing';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { getEvents } from '@/data/events';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { EVENT_CITY_OPTIONS } from '@/data/options';
import { SITE } from '@/data/site';
import { formatMessage } from '@/lib/i18n/format';
import { eventQuery, filterEvents } from '@/lib/events';
import { buildPageMetadata } from '@/lib/metadata';

export function eventsMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).events;
  return buildPageMetadata({
    title: t.title,
    description: formatMessage(t.metaDescription, { name: SITE.name }),
    path: '/events',
    locale,
  });
}

/** What the events listing's island needs of the dictionary. */
export function eventsListingStrings(locale: Locale): EventsListingStrings {
  const { events, labels, common } = getMessages(locale);
  return {
    ...events.listing,
    submit: common.search,
    filters: common.filters,
    cityOptions: EVENT_CITY_OPTIONS.map((value) => ({
      value,
      label: value === EVENT_CITY_OPTIONS[0] ? labels.allCities : value,
    })),
    pagination: common.pagination,
  };
}

/** Events: upcoming and past, searchable by title and city. */
export function EventsPage({ locale }: { locale: Locale }) {
  const events = getEvents(locale);
  const { events: t, labels } = getMessages(locale);
  const entries = events.map(
    ({ slug, title, shortDescription, category, location, date, status }) => ({
      slug,
      title,
      shortDescription,
      category,
      // Searched as the card shows it: 'Konferensi' finds the conferences on /id/events.
      categoryLabel: labels.eventCategories[category],
      city: location.city,
      date,
      status,
    }),
  );
  // The first card the listing shows at its plain URL (the soonest upcoming event).
  const first = filterEvents(entries, eventQuery.parse(''))[0]?.slug;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} description={t.description} />
      <Container className="py-14">
        <EventsListing
          events={entries}
          cards={Object.fromEntries(
            events.map((event) => [
              event.slug,
              <EventCard
                key={event.slug}
                event={event}
                locale={locale}
                preload={event.slug === first}
              />,
            ]),
          )}
          strings={eventsListingStrings(locale)}
        />
      </Container>
    </>
  );
}
