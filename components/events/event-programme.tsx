import type { EventItem } from '@/data/events';

/** Overview, Agenda and (when there are any) Speakers. */
export function EventProgramme({ event }: { event: EventItem }) {
  return (
    <div className="space-y-8">
      <section
        aria-labelledby="overview"
        className="rounded-xl border border-line bg-surface p-6 sm:p-8"
      >
        <h2 id="overview" className="text-2xl font-bold text-cream">
          Overview
        </h2>
        <div className="mt-5 space-y-4 text-cream/90">
          {event.overview.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="agenda"
        className="rounded-xl border border-line bg-surface p-6 sm:p-8"
      >
        <h2 id="agenda" className="text-2xl font-bold text-cream">
          Agenda
        </h2>
        <ol className="mt-5 divide-y divide-line">
          {event.agenda.map((item) => (
            <li
              key={`${item.time}-${item.session}`}
              className="grid gap-1 py-4 sm:grid-cols-[5rem_1fr] sm:gap-6"
            >
              <time className="font-semibold text-gold tabular-nums">{item.time}</time>
              <div>
                <p className="font-medium text-cream">{item.session}</p>
                {item.speaker ? <p className="mt-1 text-sm text-muted">{item.speaker}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      </section>

      {event.speakers.length > 0 ? (
        <section
          aria-labelledby="speakers"
          className="rounded-xl border border-line bg-surface p-6 sm:p-8"
        >
          <h2 id="speakers" className="text-2xl font-bold text-cream">
            Speakers
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {event.speakers.map((speaker) => (
              <li key={speaker.name} className="rounded-lg border border-line bg-ink p-4">
                <p className="font-semibold text-cream">{speaker.name}</p>
                <p className="text-sm text-gold">{speaker.title}</p>
                <p className="text-sm text-muted">{speaker.company}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
