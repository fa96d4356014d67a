import { Badge } from '@/components/ui/badge';
import type { EventItem } from '@/data/schemas/events';
import { percentRegistered, spotsLeft } from '@/lib/events';
import { EventFacts } from './event-facts';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatMessage } from '@/lib/i18n/format';

/** The summary beside the registration form, with a progress bar of places taken. */
export function RegistrationSummary({ event, locale }: { event: EventItem; locale: Locale }) {
  const { registration, labels } = getMessages(locale);
  const t = registration.summary;
  const percent = percentRegistered(event);
  const left = spotsLeft(event);
  return (
    <aside
      aria-labelledby="summary-title"
      className="self-start rounded-xl border border-line bg-surface p-6 lg:sticky lg:top-28"
    >
      <p className="text-xs font-semibold tracking-[0.2em] text-gold uppercase">{t.eyebrow}</p>
      <h2 id="summary-title" className="mt-3 text-xl font-bold text-cream">
        {event.title}
      </h2>
      <Badge className="mt-3">{labels.eventCategories[event.category]}</Badge>
      <EventFacts
        className="mt-5"
        date={event.date}
        time={event.time}
        place={event.location.venue}
        placeDetail={event.location.address}
        locale={locale}
      />
      <div className="mt-6 border-t border-line pt-5">
        {/* A past event has no spots to offer, whatever its numbers: only the places that were
            taken are shown, as on the event's own page (no '(N spots left)' once it is past). */}
        {event.status === 'upcoming' ? (
          <p className="mb-3 flex items-baseline justify-between text-sm">
            <span className="text-muted">{t.available}</span>
            <span className="font-semibold text-cream">
              {formatMessage(t.left, { count: left })}
            </span>
          </p>
        ) : null}
        <div
          role="progressbar"
          aria-label={t.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={formatMessage(t.progressText, {
            registered: event.registeredCount,
            capacity: event.capacity,
            percent,
          })}
          data-meter
          className="h-2.5 overflow-hidden rounded-full bg-surface-hover"
        >
          <div className="h-full rounded-full bg-gold" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-2 text-sm text-muted">
          {formatMessage(t.registered, {
            registered: event.registeredCount,
            capacity: event.capacity,
          })}
        </p>
      </div>
    </aside>
  );
}
