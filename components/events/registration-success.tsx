'use client';

import { BadgeCheck, CircleCheck, Printer } from 'lucide';
import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Reveal } from '@/components/ui/reveal';
import type { Registration } from '@/lib/forms/registration-schema';
import type { RegistrationEventSummary } from './registration-event-summary';
import { Interpolate } from '@/components/ui/interpolate';
import type { Messages } from '@/data/messages';
import { formatMessage } from '@/lib/i18n/format';

type Props = {
  registration: Registration;
  event: RegistrationEventSummary;
  /** The confirmation's words, and the edition's events listing. */
  strings: Messages['registration']['success'];
  eventsHref: string;
};

/** 'Registration Successful!': what was booked, for whom, and what comes next. Prints cleanly. */
export default function RegistrationSuccess({
  registration,
  event,
  strings: t,
  eventsHref,
}: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby="registration-success" className="mx-auto max-w-2xl text-center">
      <Icon node={CircleCheck} className="mx-auto size-16 text-success print:hidden" />
      <h1
        id="registration-success"
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-4xl font-bold text-cream focus:outline-none"
      >
        {t.title}
      </h1>
      <p className="mt-4 text-lg text-muted">
        <Interpolate
          message={t.sentTo}
          values={{
            email: (
              <strong className="font-semibold [overflow-wrap:anywhere] text-cream">
                {registration.email}
              </strong>
            ),
          }}
        />
      </p>

      <Reveal delay={0.1} className="mt-10 rounded-xl border border-line bg-surface p-6 text-left">
        <h2 className="text-2xl font-bold text-cream">{event.title}</h2>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          {[
            [t.date, event.dateLabel],
            [t.time, event.time],
            [t.venue, event.venue],
            [t.address, event.address],
          ].map(([term, detail]) => (
            <div key={term}>
              <dt className="text-muted">{term}</dt>
              <dd className="mt-0.5 text-cream">{detail}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 border-t border-line pt-4 text-lg font-semibold [overflow-wrap:anywhere] text-gold">
          {formatMessage(t.tickets, { count: registration.tickets, name: registration.fullName })}
        </p>
      </Reveal>

      <Reveal
        delay={0.2}
        className="mt-6 flex gap-4 rounded-xl border border-gold/50 bg-gold/10 p-6 text-left"
      >
        <Icon node={BadgeCheck} className="size-8 text-gold" />
        <div>
          <h2 className="font-sans text-lg font-bold text-cream">{t.badgeTitle}</h2>
          <p className="mt-1 text-cream/90">{t.badgeText}</p>
        </div>
      </Reveal>

      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row print:hidden">
        <ButtonLink href={eventsHref} variant="secondary" size="lg">
          {t.backToEvents}
        </ButtonLink>
        <Button size="lg" onClick={() => window.print()}>
          <Icon node={Printer} className="size-4" />
          {t.print}
        </Button>
      </div>
    </section>
  );
}
