// Each form's rules by its id and language: what the receiver checks a submission with, the very
// schemas the forms resolve with (their *-schema.ts modules), so the two can never disagree.
import type { ZodMiniObject } from 'zod/mini';
import { BOARD_PROVINCES } from '@/data/board-provinces';
import { MAX_TICKETS } from '../constants';
import { contactSchema, contactSchemaId } from './contact-schema';
import type { FormId, SubmissionLanguage } from './delivery';
import { createMembershipSchema } from './membership-schema';
import { partnershipSchema } from './partnership-schema';
import { createRegistrationSchema } from './registration-schema';
import { sponsorshipSchema } from './sponsorship-schema';

/**
 * The schema a form's submission in `language` is checked with. The partnership and sponsorship
 * forms are Indonesian on both editions (spec §5), so their messages are Indonesian in both.
 */
export function schemaFor(form: FormId, language: SubmissionLanguage): ZodMiniObject {
  switch (form) {
    case 'contact':
      return language === 'id' ? contactSchemaId : contactSchema;
    case 'partnership':
      return partnershipSchema;
    case 'sponsorship':
      return sponsorshipSchema;
    case 'registration':
      // The receiver does not count places: it takes the most one registration may ask for.
      return createRegistrationSchema({ maxTickets: MAX_TICKETS, language });
    case 'membership':
      return createMembershipSchema({ language, provinces: BOARD_PROVINCES });
  }
}
