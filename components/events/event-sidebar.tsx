import type { EventItem } from '@/data/events';
import { registrationAvailability, spotsLeft } from '@/lib/events';
import { RegisterAction } from './register-action';

/** Status, numbers, the second register button and the important notes. */
export function EventSidebar({ event }: { event: EventItem }) {
  const rows = [
    ['Status', event.status === 'upcoming' ? 'Upcoming' : 'Past Event'],
    ['Capacity', `${event.capacity} people`],
    ['Registered', String(event.registeredCount)],
    ['Available spots', String(spotsLeft(event))],
  ] as const;
  return (
    <div className="space-y-6 lg:sticky lg:top-28 lg:self-start">
      <section
        aria-labelledby="event-details"
        className="rounded-xl border border-line bg-surface p-6"
      >
        <h2 id="event-details" className="text-xl font-bold text-cream">
          Event Details
        </h2>
        <dl className="mt-4 divide-y divide-line">
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
          className="mt-5 w-full"
        />
      </section>
      {event.notes.length > 0 ? (
        <section
          aria-labelledby="event-notes"
          className="rounded-xl border border-line bg-surface p-6"
        >
          <h2 id="event-notes" className="text-xl font-bold text-cream">
            Important Notes
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-cream/90 marker:text-gold">
            {event.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
