// The event registration form as its page loads it: limits, ticket counts, empty values and
// draft. Its rules: registration-schema.ts, fetched once the form has hydrated.
import { readDraft } from './fields';
import { EMPTY_IDENTITY, IDENTITY_LIMITS } from './identity';
import { MAX_TICKETS } from '../constants';

/** The longest value each field takes; the inputs carry the same maxLength. */
export const REGISTRATION_LIMITS = { ...IDENTITY_LIMITS, referralCode: 40, notes: 1000 } as const;

export const TICKET_OPTIONS = Array.from({ length: MAX_TICKETS }, (_, i) => String(i + 1)) as [
  string,
  ...string[],
];

/** An empty form, its fields in the form's order (one ticket chosen). */
export const EMPTY_REGISTRATION = {
  ...EMPTY_IDENTITY,
  tickets: '1',
  referralCode: '',
  notes: '',
  consent: false,
};

/**
 * Reads a saved draft back into form values, keeping only fields of the right type and trimming
 * over-long text, so a stale or tampered draft can never break the form.
 */
export function readRegistrationDraft(raw: string | null): typeof EMPTY_REGISTRATION | null {
  return readDraft(raw, EMPTY_REGISTRATION, {
    limits: REGISTRATION_LIMITS,
    choices: { tickets: TICKET_OPTIONS },
  });
}
