// How the staff pages and exports name the forms and their fields. The fields and their order are
// the forms' own schemas' (lib/forms/form-schemas.ts), so a field added to a form shows up here
// without an edit; only the labels a field's name does not spell well are written out.
import type { FormId } from '@/lib/forms/delivery';
import { schemaFor } from '@/lib/forms/form-schemas';
import type { Submission } from './queries';

/** Each form's name on the staff pages. */
export const FORM_TITLES: Record<FormId, string> = {
  contact: 'Contact',
  partnership: 'Partnership',
  sponsorship: 'Sponsorship',
  registration: 'Event registration',
  membership: 'Membership application',
};

/** The fields of `form`, in the form's order (the English schema's: both languages share them). */
export const formFields = (form: FormId): string[] => Object.keys(schemaFor(form, 'en').shape);

/** Labels a field's name would spell badly or vaguely ('linkedin', 'tier'). */
const LABELS: Record<string, string> = {
  email: 'E-mail',
  phone: 'Phone number',
  whatsapp: 'WhatsApp number',
  objectives: 'Targets and objectives',
  eventTarget: 'Event targeted',
  boardYears: 'Years in a board role',
  tier: 'Membership tier',
  referrer: 'Referring member',
  linkedin: 'LinkedIn profile',
  consent: 'Consent to be contacted',
};

/** A field's label: its own, or its name in sentence case ('fullName' → 'Full name'). */
export function fieldLabel(field: string): string {
  const words = field.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  return LABELS[field] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as text: a ticked box as 'yes', text as it was sent. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/**
 * The column that tells one submission of a form from another at a glance, after the name and
 * the e-mail: what a message is about, the company applying, the event, the application's
 * reference.
 */
export const SUMMARY_COLUMN: Record<
  FormId,
  { heading: string; value: (submission: Submission) => string }
> = {
  contact: { heading: 'Subject', value: ({ values }) => valueText(values.subject) },
  partnership: { heading: 'Company', value: ({ values }) => valueText(values.company) },
  sponsorship: { heading: 'Company', value: ({ values }) => valueText(values.company) },
  registration: { heading: 'Event', value: ({ subject }) => subject ?? '' },
  membership: { heading: 'Reference', value: ({ reference }) => reference ?? '' },
};
