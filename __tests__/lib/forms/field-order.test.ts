import { BOARD_PROVINCES } from '@/data/board-provinces';
import { EMPTY_CONTACT } from '@/lib/forms/contact';
import { contactSchema, contactSchemaId } from '@/lib/forms/contact-schema';
import { fieldOrder } from '@/lib/forms/fields';
import { EMPTY_MEMBERSHIP } from '@/lib/forms/membership';
import { createMembershipSchema } from '@/lib/forms/membership-schema';
import { EMPTY_PARTNERSHIP } from '@/lib/forms/partnership';
import { partnershipSchema } from '@/lib/forms/partnership-schema';
import { EMPTY_REGISTRATION } from '@/lib/forms/registration';
import { createRegistrationSchema } from '@/lib/forms/registration-schema';
import { EMPTY_SPONSORSHIP } from '@/lib/forms/sponsorship';
import { sponsorshipSchema } from '@/lib/forms/sponsorship-schema';

// A form's error summary follows the keys of its empty values (its rules arrive after hydration),
// so they must be its schema's fields, in the schema's order.
describe("each form's empty values", () => {
  it.each([
    ['contact', EMPTY_CONTACT, contactSchema],
    ['contact (Indonesian)', EMPTY_CONTACT, contactSchemaId],
    ['partnership', EMPTY_PARTNERSHIP, partnershipSchema],
    ['sponsorship', EMPTY_SPONSORSHIP, sponsorshipSchema],
    ['registration', EMPTY_REGISTRATION, createRegistrationSchema({ maxTickets: 5 })],
    [
      'registration (Indonesian)',
      EMPTY_REGISTRATION,
      createRegistrationSchema({ maxTickets: 5, language: 'id' }),
    ],
    [
      'membership',
      EMPTY_MEMBERSHIP,
      createMembershipSchema({ language: 'en', provinces: BOARD_PROVINCES }),
    ],
    [
      'membership (Indonesian)',
      EMPTY_MEMBERSHIP,
      createMembershipSchema({ language: 'id', provinces: BOARD_PROVINCES }),
    ],
  ] as [string, Record<string, unknown>, { shape: Record<string, unknown> }][])(
    'of the %s form list its schema’s fields in its order',
    (_, empty, schema) => {
      expect(fieldOrder(empty)).toEqual(fieldOrder(schema.shape));
    },
  );
});
