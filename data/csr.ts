import { fromContent, loadPage } from './content-files';
import type { Locale } from './locales';
import {
  CsrPageSchema,
  CsrPageTranslationSchema,
  type CsrNote,
  type CsrProgram,
} from './schemas/csr';

/** The CSR page (data/content/pages/csr.json), with its five programmes. */
const editions = fromContent(() =>
  loadPage('pages/csr.json', CsrPageSchema, CsrPageTranslationSchema),
);

/** The five CSR programmes, in the spec's order, in `locale`. */
export function getCsrPrograms(locale: Locale = 'en'): readonly CsrProgram[] {
  return editions()[locale].programmes;
}

/** The CSR page's introduction, donation steps and transparency notes, in `locale`. */
export function getCsrPage(locale: Locale = 'en'): {
  intro: string;
  steps: readonly CsrNote[];
  transparency: readonly CsrNote[];
} {
  const { intro, steps, transparency } = editions()[locale];
  return { intro, steps, transparency };
}
