import { PARTNERSHIP_CONTENT } from './content/partnership';
import { PARTNERSHIP_CONTENT_ID } from './content/id/partnership';
import type { Locale } from './locales';
import {
  PartnershipPageSchema,
  PartnershipTranslationSchema,
  type PartnershipPage,
} from './schemas/partnership';
import { localizeRecord } from './schemas/translation';

const PARTNERSHIP: PartnershipPage = PartnershipPageSchema.parse(PARTNERSHIP_CONTENT);

const editions: Readonly<Record<Locale, PartnershipPage>> = {
  en: PARTNERSHIP,
  id: localizeRecord(
    'Partnership page',
    PARTNERSHIP,
    PARTNERSHIP_CONTENT_ID,
    PartnershipTranslationSchema,
  ),
};

/** The Partnership Opportunities page's content, in `locale`. */
export function getPartnershipPage(locale: Locale = 'en'): PartnershipPage {
  return editions[locale];
}
