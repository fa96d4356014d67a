import { CSR_PAGE_CONTENT, CSR_PROGRAM_CONTENT } from './content/csr';
import { CSR_PAGE_CONTENT_ID, CSR_PROGRAM_CONTENT_ID } from './content/id/csr';
import type { Locale } from './locales';
import {
  CsrPageSchema,
  CsrPageTranslationSchema,
  CsrProgramListSchema,
  CsrProgramTranslationSchema,
  type CsrPage,
  type CsrProgram,
} from './schemas/csr';
import { localizeRecord, localizeRecords } from './schemas/translation';

const csrPrograms: readonly CsrProgram[] = Object.freeze(
  CsrProgramListSchema.parse(CSR_PROGRAM_CONTENT),
);

const programEditions: Readonly<Record<Locale, readonly CsrProgram[]>> = {
  en: csrPrograms,
  id: Object.freeze(
    localizeRecords(
      'CSR programme',
      csrPrograms,
      CSR_PROGRAM_CONTENT_ID,
      CsrProgramTranslationSchema,
      (program) => program.id,
    ),
  ),
};

/** The five CSR programmes, in the spec's order, in `locale`. */
export function getCsrPrograms(locale: Locale = 'en'): readonly CsrProgram[] {
  return programEditions[locale];
}

const csrPage: CsrPage = Object.freeze(CsrPageSchema.parse(CSR_PAGE_CONTENT));

const pageEditions: Readonly<Record<Locale, CsrPage>> = {
  en: csrPage,
  id: Object.freeze(
    localizeRecord('CSR page', csrPage, CSR_PAGE_CONTENT_ID, CsrPageTranslationSchema),
  ),
};

/** The CSR page's introduction, donation steps and transparency notes, in `locale`. */
export function getCsrPage(locale: Locale = 'en'): CsrPage {
  return pageEditions[locale];
}
