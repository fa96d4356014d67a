import { SITE } from './site';
import { CONTACT_PAGE_ID } from './content/id/pages';
import type { Locale } from './locales';
import { ContactPageTranslationSchema } from './schemas/pages';
import { localizeRecord, type Widened } from './schemas/translation';

/** The Contact Us page's copy; the contact and bank details themselves are in data/site.ts. */
export const CONTACT_PAGE = {
  intro: `Questions about membership, events, partnerships or our programmes? The ${SITE.name} secretariat in Jakarta is glad to help.`,
  bankNote:
    'For membership contributions, event fees and donations to the foundation. Please put your full name and the purpose of the transfer in the transfer note.',
  mapNote:
    'Visitors are welcome during office hours: please sign in at the lobby reception of the tower.',
} as const;

export type ContactPageCopy = Widened<typeof CONTACT_PAGE>;

const editions: Readonly<Record<Locale, ContactPageCopy>> = {
  en: CONTACT_PAGE,
  id: localizeRecord(
    'Contact page',
    CONTACT_PAGE as ContactPageCopy,
    CONTACT_PAGE_ID,
    ContactPageTranslationSchema,
  ),
};

/** The Contact Us page's copy, in `locale`. */
export function getContactPage(locale: Locale = 'en'): ContactPageCopy {
  return editions[locale];
}
