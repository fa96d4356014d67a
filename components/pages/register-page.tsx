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
import { getFormContact, SITE } from '@/data/site';
import { formatEventDate } from '@/lib/dates';
import { registrationAvailability, ticketLimit } from '@/lib/events';
import { TICKET_OPTIONS } from '@/lib/forms/registration';
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

/**
 * The registration flow's words in `locale`, worded here on the server (the consent with the
 * organiser's name, each ticket count's label), so the form's island formats no message.
 */
export function registrationFlowWords(locale: Locale) {
  const t = getMessages(locale).registration;
  const consent = formatMessage(t.form.consent, { organiser: SITE.name });
  return {
    strings: { form: { ...t.form, consent }, success: t.success },
    ticketLabels: TICKET_OPTIONS.map((count) =>
      count === '1' ? t.form.ticketOne : formatMessage(t.form.ticketMany, { count }),
    ),
  };
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
          locale={locale}
          contact={getFormContact()}
          {...registrationFlowWords(locale)}
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
