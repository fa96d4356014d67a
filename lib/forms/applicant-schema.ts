// The applicant's rules (applicant.ts), shared by the partnership and sponsorship schemas.
import { APPLICANT_MESSAGES, CONSENT_MESSAGE } from './applicant';
import { identityShape } from './identity-schema';
import { mustAgree } from './rules';

/** The applicant's fields, in the forms' order; values are trimmed before the emptiness check. */
export const applicantFields = identityShape(APPLICANT_MESSAGES, 'id', { phoneName: 'whatsapp' });

/** The consent box that closes both forms. */
export const applicantConsent = mustAgree(CONSENT_MESSAGE);
