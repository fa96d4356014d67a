// The mail telling staff a submission has arrived. It names the form, the time, the reference or
// the event and links to the staff pages; it never carries what the visitor wrote (no name,
// e-mail, phone or message), so a mailbox or a mail relay never holds personal data: staff read
// it behind the receiver's sign-in.
import type { FormId, SubmissionLanguage } from '@/lib/forms/delivery';
import type { Notification } from './submissions';

export type NotificationFacts = {
  form: FormId;
  id: number;
  language: SubmissionLanguage;
  receivedAt: Date;
  /** A membership application's reference. */
  reference: string | null;
  /** What it is about beyond its fields: a registration's event slug. */
  subject: string | null;
  /** The staff pages' public base, no trailing slash. */
  staffUrl: string;
};

const WHAT: Record<FormId, string> = {
  contact: 'contact message',
  partnership: 'partnership proposal',
  sponsorship: 'sponsorship application',
  registration: 'event registration',
  membership: 'membership application',
};

/** The mail's subject: `New membership application NCN-2026-7KQ4MZ`, `New contact message #12`. */
function notificationSubject({ form, id, reference, subject }: NotificationFacts): string {
  if (reference) return `New ${WHAT[form]} ${reference}`;
  if (form === 'registration' && subject) return `New ${WHAT[form]}: ${subject}`;
  return `New ${WHAT[form]} #${id}`;
}

/** The mail's text: the facts about the submission and the link to it, nothing the visitor typed. */
function notificationBody(facts: NotificationFacts): string {
  const { form, id, language, receivedAt, reference, subject, staffUrl } = facts;
  return [
    `A new ${WHAT[form]} has arrived (#${id}).`,
    '',
    `Form: ${form}`,
    `Language: ${language}`,
    `Received: ${receivedAt.toISOString()}`,
    ...(reference ? [`Reference: ${reference}`] : []),
    ...(subject ? [`${form === 'registration' ? 'Event' : 'About'}: ${subject}`] : []),
    '',
    // On a line of its own: mail wraps long lines, and a link cut in two is no link.
    'Read it on the staff pages (sign-in required):',
    `${staffUrl}/submissions/${id}`,
    '',
    "This mail carries none of the visitor's details; they stay on the receiver.",
    '',
  ].join('\n');
}

/** The mail about a stored submission to each of its form's `recipients`. */
export function notifications(
  facts: NotificationFacts,
  recipients: readonly string[],
): Notification[] {
  const subject = notificationSubject(facts);
  const body = notificationBody(facts);
  return recipients.map((recipient) => ({ recipient, subject, body }));
}
