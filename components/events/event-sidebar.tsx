import { SectionCard } from '@/components/ui/section-card';
import type { EventItem } from '@/data/schemas/events';
import { registrationAvailability, spotsLeft } from '@/lib/events';
import { RegisterAction } from './register-action';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatMessage } from '@/lib/i18n/format';

/** Status, numbers, the second register button and the important notes. */
export function EventSidebar({ event, locale }: { event: EventItem; locale: Locale }) {
  const t = getMessages(locale).events;
  const rows = [
    [t.status, event.status === 'upcoming' ? t.statusUpcoming : t.statusPast],
    [t.capacityLabel, formatMessage(t.people, { count: event.capacity })],
    [t.registered, String(event.registeredCount)],
    [t.available, String(spotsLeft(event))],
  ] as const;
  return (
    <div className="space-y-6 lg:sticky lg:top-28 lg:self-start">
      <SectionCard id="event-details" title={t.details} compact>
        <dl className="divide-y divide-line">
          {rows.map(([term, detail]) => (
            <div key={term} className="flex justify-between gap-4 py-3 text-sm">
              <dt className="text-muted">{term}</dt>
              <dd className="font-semibold text-cream">{detail}</dd>
            </div>
          ))}
        </dl>
        <RegisterAction
          slug={event.slug}
          availability={registrationAvailability(event)}
          locale={locale}
          className="mt-5 w-full"
        />
      </SectionCard>
      {event.notes.length > 0 ? (
        <SectionCard id="event-notes" title={t.notes} compact>
          <ul className="list-disc space-y-2 pl-5 text-sm text-cream/90 marker:text-gold">
            {event.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
    </div>
  );
}
