import type { Metadata } from 'next';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatMessage } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';
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
import { COVER_SIZE } from '@/data/image-dimensions';
import { SITE } from '@/data/site';
import { registrationAvailability, spotsLeft } from '@/lib/events';
import { buildEventCalendar } from '@/lib/ics';
import { buildPageMetadata } from '@/lib/metadata';
import { eventOgImage } from '@/lib/og';
import { buildEventPageJsonLd } from '@/lib/structured-data';
import { SearchIndexed } from '@/components/search/search-indexed';

/** Every event's slug, for both editions' `generateStaticParams`. */
export function eventParams() {
  return getEventSlugs().map((slug) => ({ slug }));
}

export function eventMetadata(slug: string, locale: Locale): Metadata {
  const event = getEventBySlug(slug, locale);
  if (!event) return {};
  return buildPageMetadata({
    title: event.title,
    description: event.shortDescription,
    path: `/events/${event.slug}`,
    locale,
    image: eventOgImage(event, locale),
  });
}

/** An event: cover, facts, actions, programme and the details sidebar. */
export function EventPage({ slug, locale }: { slug: string; locale: Locale }) {
  const event = getEventBySlug(slug, locale);
  if (!event) notFound();
  const { events: t, common, labels } = getMessages(locale);
  const path = localizePath(`/events/${event.slug}`, locale);
  const { venue, address } = event.location;

  return (
    <Container className="pt-32 pb-20">
      <Breadcrumb
        label={common.breadcrumb}
        items={[
          { label: common.homeLinkLabel, href: localizePath('/', locale) },
          { label: t.title, href: localizePath('/events', locale) },
          { label: event.title, href: path },
        ]}
      />
      <div className="mt-6">
        <BackLink href={localizePath('/events', locale)}>{t.backToEvents}</BackLink>
      </div>

      <SearchIndexed kind="event" image={event.image} date={event.date}>
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
            <Badge className="self-start">{labels.eventCategories[event.category]}</Badge>
            <h1 className="mt-4 text-3xl font-bold text-cream sm:text-4xl">{event.title}</h1>
            <EventFacts
              className="mt-6 text-base"
              date={event.date}
              time={event.time}
              place={venue}
              placeDetail={address}
              locale={locale}
            />
            <p className="mt-4 text-cream">
              {formatMessage(t.capacity, { capacity: event.capacity })}
              {event.status === 'upcoming' ? (
                <span className="text-gold">
                  {formatMessage(t.spotsLeft, { count: spotsLeft(event) })}
                </span>
              ) : null}
            </p>
            <div className="mt-auto flex flex-wrap gap-3 pt-8" data-pagefind-ignore="">
              <RegisterAction
                slug={event.slug}
                availability={registrationAvailability(event)}
                locale={locale}
              />
              <AddToCalendar
                slug={event.slug}
                {...buildEventCalendar(event, SITE, locale)}
                label={t.addToCalendar}
              />
              <ShareEvent
                title={event.title}
                description={event.shortDescription}
                strings={{ label: t.shareEvent, copied: t.linkCopied, prompt: t.copyPrompt }}
              />
            </div>
          </div>
        </header>

        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <EventProgramme event={event} locale={locale} />
          <EventSidebar event={event} locale={locale} />
        </div>
      </SearchIndexed>

      <JsonLd data={buildEventPageJsonLd(event, SITE, locale)} />
    </Container>
  );
}
