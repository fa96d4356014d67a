import { CENTRAL_LEADERSHIP_CONTENT } from './content/central-leadership';
import { CENTRAL_LEADERSHIP_CONTENT_ID } from './content/id/central-leadership';
import type { Locale } from './locales';
import {
  CentralLeadershipSchema,
  CentralLeadershipTranslationSchema,
  type CentralLeadership,
} from './schemas/central-leadership';
import { localizeRecord } from './schemas/translation';

const centralLeadership: Readonly<CentralLeadership> = Object.freeze(
  CentralLeadershipSchema.parse(CENTRAL_LEADERSHIP_CONTENT),
);

const editions: Readonly<Record<Locale, Readonly<CentralLeadership>>> = {
  en: centralLeadership,
  id: Object.freeze(
    localizeRecord(
      'central leadership',
      centralLeadership,
      CENTRAL_LEADERSHIP_CONTENT_ID,
      CentralLeadershipTranslationSchema,
    ),
  ),
};

/**
 * The central leadership of the 2025–2030 term: boards, main officers and working fields, in
 * `locale`.
 */
export function getCentralLeadership(locale: Locale = 'en'): Readonly<CentralLeadership> {
  return editions[locale];
}
