import { SectionCard } from '@/components/ui/section-card';
import type { EventItem } from '@/data/schemas/events';
import { clockValue, type Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';

/** Overview, Agenda and (when there are any) Speakers. */
export function EventProgramme({ event, locale }: { event: EventItem; locale: Locale }) {
  const t = getMessages(locale).events;
  return (
    <div className="space-y-8">
      <SectionCard id="overview" title={t.overview}>
        <div className="space-y-4 text-cream/90">
          {event.overview.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </SectionCard>

      <SectionCard id="agenda" title={t.agenda}>
        <ol className="divide-y divide-line">
          {event.agenda.map((item) => (
            <li
              key={`${item.time}-${item.session}`}
              className="grid gap-1 py-4 sm:grid-cols-[5rem_1fr] sm:gap-6"
            >
              <time
                dateTime={clockValue(item.time)}
                className="font-semibold text-gold tabular-nums"
              >
                {item.time}
              </time>
              <div>
                <p className="font-medium text-cream">{item.session}</p>
                {item.speaker ? <p className="mt-1 text-sm text-muted">{item.speaker}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      </SectionCard>

      {event.speakers.length > 0 ? (
        <SectionCard id="speakers" title={t.speakers}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {event.speakers.map((speaker) => (
              <li key={speaker.name} className="rounded-lg border border-line bg-ink p-4">
                <p className="font-semibold text-cream">{speaker.name}</p>
                <p className="text-sm text-gold">{speaker.title}</p>
                <p className="text-sm text-muted">{speaker.company}</p>
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
    </div>
  );
}
