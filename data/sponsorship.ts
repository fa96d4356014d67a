import { SPONSORSHIP_CONTENT } from './content/sponsorship';
import { SPONSORSHIP_CONTENT_ID } from './content/id/sponsorship';
import type { Locale } from './locales';
import {
  SponsorshipPageSchema,
  SponsorshipTranslationSchema,
  type SponsorshipPage,
} from './schemas/sponsorship';
import { localizeRecord } from './schemas/translation';

const SPONSORSHIP: SponsorshipPage = SponsorshipPageSchema.parse(SPONSORSHIP_CONTENT);

const editions: Readonly<Record<Locale, SponsorshipPage>> = {
  en: SPONSORSHIP,
  id: localizeRecord(
    'Sponsorship page',
    SPONSORSHIP,
    SPONSORSHIP_CONTENT_ID,
    SponsorshipTranslationSchema,
  ),
};

/** The Sponsorship page's content, in `locale`. */
export function getSponsorshipPage(locale: Locale = 'en'): SponsorshipPage {
  return editions[locale];
}
