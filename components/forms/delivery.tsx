'use client';

// What a form shows only on a site built with a receiver (NEXT_PUBLIC_FORMS_ENDPOINT): the privacy
// notice under the consent, the honeypot, Cloudflare Turnstile's check when configured, and why a
// submission was not sent. SimulatedForm fetches this module only on such a site, so a simulated
// build carries neither it nor its words.
import { useEffect, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { ProblemBox } from '@/components/ui/error-summary';
import { Interpolate } from '@/components/ui/interpolate';
import { delivery as en } from '@/data/messages/en/delivery';
import { delivery as id } from '@/data/messages/id/delivery';
import type { FormContact } from '@/data/site';
import { HONEYPOT_FIELD, RETENTION_DAYS, type FormId } from '@/lib/forms/delivery';
import { formatMessage } from '@/lib/i18n/format';
import type { DeliveryFailure } from './use-simulated-form';
import { MailLink } from './contact-links';

const WORDS = { en, id } as const;
type Language = keyof typeof WORDS;

const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
/** Cloudflare Turnstile's site key, when the receiver checks Turnstile tokens (next.config.mjs). */
const TURNSTILE_SITE_KEY = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY;

/**
 * Above the fields after a failed send, focused: what went wrong in the form's language, that
 * nothing typed was lost, and a button that sends the same values again.
 */
export function DeliveryFailureNotice({
  failure,
  language,
  email,
  ref,
}: {
  failure: DeliveryFailure;
  language: Language;
  email: string;
  ref: Ref<HTMLDivElement>;
}) {
  const t = WORDS[language].failure;
  const message =
    failure.reason === 'rate-limited'
      ? formatMessage(t.rateLimited, {
          minutes: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)),
        })
      : failure.reason === 'network'
        ? t.network
        : failure.reason === 'challenge'
          ? t.challenge
          : t.unavailable;
  return (
    <ProblemBox
      titleId="delivery-failure-title"
      title={t.title}
      ref={ref}
      after={
        <Button type="submit" variant="secondary" className="mt-4">
          {t.retry}
        </Button>
      }
    >
      <p className="mt-2 text-cream">
        <Interpolate message={message} values={{ email: <MailLink email={email} /> }} />
      </p>
    </ProblemBox>
  );
}

/**
 * Under the fields, before the submit button: the privacy notice (a native disclosure, readable
 * before any script runs), Turnstile's widget when the site has a key, and the honeypot, which is
 * display:none, so neither people nor screen readers meet it.
 */
export function DeliveryExtras({
  form,
  language,
  contact,
}: {
  form: FormId;
  language: Language;
  contact: FormContact;
}) {
  const t = WORDS[language];
  const n = t.notice;
  return (
    <>
      <details className="rounded-lg border border-line-strong bg-surface-raised p-4 text-sm text-cream">
        <summary className="cursor-pointer font-semibold text-gold">{n.summary}</summary>
        <div className="mt-3 space-y-2 leading-relaxed">
          <p>{formatMessage(n.controller, { name: contact.name })}</p>
          <p>{formatMessage(n.purpose, { purpose: capitalise(t.purposes[form]) })}</p>
          <p>{form === 'contact' ? n.basisRequest : n.basis}</p>
          <p>{formatMessage(n.retention, { days: RETENTION_DAYS[form] })}</p>
          <p>
            <Interpolate
              message={n.rights}
              values={{ email: <MailLink email={contact.email} /> }}
            />
          </p>
          <p className="text-muted">{formatMessage(n.version, { date: n.dated })}</p>
        </div>
      </details>
      {TURNSTILE_SITE_KEY ? <Turnstile language={language} /> : null}
      <div className="hidden">
        <label htmlFor={`${form}-${HONEYPOT_FIELD}`}>{t.honeypot}</label>
        <input
          id={`${form}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Cloudflare Turnstile's widget (implicit rendering: its script finds the element and adds the
 * hidden `cf-turnstile-response` input the form sends). The script is fetched once the form has
 * hydrated, never with the page.
 */
function Turnstile({ language }: { language: Language }) {
  useEffect(() => {
    if (document.querySelector(`script[src="${TURNSTILE_SCRIPT}"]`)) return;
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    document.head.append(script);
  }, []);
  return (
    <div
      className="cf-turnstile"
      data-sitekey={TURNSTILE_SITE_KEY}
      data-language={language}
      data-size="flexible"
    />
  );
}
