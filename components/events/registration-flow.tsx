'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { RegistrationAvailability } from '@/lib/events';
import type { Registration } from '@/lib/forms/registration-schema';
import type { RegistrationEventSummary } from './registration-event-summary';
import { RegistrationForm } from './registration-form';
import type { Locale } from '@/data/locales';
import type { FormContact } from '@/data/site';
import type { Messages } from '@/data/messages';
import { localizePath } from '@/lib/i18n/paths';

// The confirmation (with its framer-motion entrance) is fetched when the visitor submits, during
// the two-second wait, rather than with the page.
const loadSuccess = () => import('./registration-success');
const RegistrationSuccess = lazy(loadSuccess);

type Props = {
  slug: string;
  availability: RegistrationAvailability;
  maxTickets: number;
  /** Each ticket count's label ('1 ticket', '2 tickets'…), in the page's language. */
  ticketLabels: readonly string[];
  event: RegistrationEventSummary;
  /** The event summary beside the form, rendered on the server. */
  aside: ReactNode;
  locale: Locale;
  /** The form's and the confirmation's words, in the page's language (the consent's with the organiser's name). */
  strings: Pick<Messages['registration'], 'form' | 'success'>;
  /** The secretariat's e-mail and phone, for a visitor who cannot use the form. */
  contact: FormContact;
};

/** Editing → processing → success. The registered count is not changed: nothing is sent. */
export function RegistrationFlow({ aside, event, strings, ...form }: Props) {
  const [registration, setRegistration] = useState<Registration | null>(null);
  if (registration) {
    return (
      <Suspense fallback={null}>
        <RegistrationSuccess
          registration={registration}
          event={event}
          strings={strings.success}
          eventsHref={localizePath('/events', form.locale)}
        />
      </Suspense>
    );
  }
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
      <RegistrationForm
        {...form}
        strings={strings.form}
        onSubmitStart={loadSuccess}
        onRegistered={setRegistration}
      />
      {aside}
    </div>
  );
}
