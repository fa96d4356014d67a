import type { Metadata } from 'next';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatMessage } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';
import { notFound } from 'next/navigation';
import { RegistrationFlow } from '@/components/events/registration-flow';
import { RegistrationSummary } from '@/components/events/registration-summary';
import { Container } from '@/components/layout/container';
import { BackLink } from '@/components/ui/back-link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { getEventBySlug } from '@/data/events';
import { SITE } from '@/data/site';
import { formatEventDate } from '@/lib/dates';
import { registrationAvailability, ticketLimit } from '@/lib/events';
import { buildPageMetadata } from '@/lib/metadata';
import { eventOgImage } from '@/lib/og';

export function registerMetadata(slug: string, locale: Locale): Metadata {
  const event = getEventBySlug(slug, locale);
  if (!event) return {};
  const t = getMessages(locale).registration;
  const values = {
    title: event.title,
    date: formatEventDate(event.date, locale),
    venue: event.location.venue,
    city: event.location.city,
  };
  return buildPageMetadata({
    title: formatMessage(t.metaTitle, values),
    description: formatMessage(t.metaDescription, values),
    path: `/events/${event.slug}/register`,
    locale,
    image: eventOgImage(event, locale),
  });
}

/** Registering for an event: the form beside the event's summary, then the confirmation. */
export function RegisterPage({ slug, locale }: { slug: string; locale: Locale }) {
  const event = getEventBySlug(slug, locale);
  if (!event) notFound();
  const { events, registration: t, common } = getMessages(locale);
  const path = localizePath(`/events/${event.slug}`, locale);

  return (
    <Container className="pt-32 pb-20">
      <div className="print:hidden">
        <Breadcrumb
          label={common.breadcrumb}
          items={[
            { label: common.homeLinkLabel, href: localizePath('/', locale) },
            { label: events.title, href: localizePath('/events', locale) },
            { label: event.title, href: path },
            { label: t.crumb, href: `${path}/register` },
          ]}
        />
        <div className="mt-6">
          <BackLink href={path}>{t.backToEvent}</BackLink>
        </div>
      </div>
      <div className="mt-8">
        <RegistrationFlow
          slug={event.slug}
          availability={registrationAvailability(event)}
          maxTickets={ticketLimit(event)}
          organiser={SITE.name}
          locale={locale}
          strings={{ form: t.form, success: t.success }}
          event={{
            title: event.title,
            dateLabel: formatEventDate(event.date, locale),
            time: event.time,
            venue: event.location.venue,
            address: event.location.address,
          }}
          aside={<RegistrationSummary event={event} locale={locale} />}
        />
      </div>
    </Container>
  );
}
