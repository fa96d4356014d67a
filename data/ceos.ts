import { generateSampleCeos, readSampleSize, sampleCeoTranslation } from './ceo-sample';
import { CEO_CONTENT } from './content/ceos';
import { CEO_CONTENT_ID } from './content/id/ceos';
import type { Locale } from './locales';
import { CeoListSchema, CeoTranslationSchema, type Ceo } from './schemas/ceos';
import { localizeRecords } from './schemas/translation';
import { HOME_CEO_COUNT } from '@/lib/constants';

/**
 * The hand-written profiles, topped up with generated ones to `DIRECTORY_SAMPLE_SIZE` when that is
 * set at build time (a load test of the real membership's size); both go through the same schema.
 */
function loadCeos(): readonly Ceo[] {
  const size = readSampleSize(process.env.DIRECTORY_SAMPLE_SIZE);
  const portraits = CEO_CONTENT.map((ceo) => ceo.image);
  const extra = generateSampleCeos(size - CEO_CONTENT.length, CEO_CONTENT.length, portraits);
  return Object.freeze(CeoListSchema.parse([...CEO_CONTENT, ...extra]));
}

const ceos = loadCeos();

/**
 * The Indonesian edition: the hand-written profiles from data/content/id/ceos.ts, the generated
 * ones from the generator's own Indonesian (sampleCeoTranslation).
 */
function translateCeos(): readonly Ceo[] {
  const generated = Object.fromEntries(
    ceos.slice(CEO_CONTENT.length).map((ceo) => [ceo.id, sampleCeoTranslation(ceo)]),
  );
  return Object.freeze(
    localizeRecords(
      'CEO profile',
      ceos,
      { ...CEO_CONTENT_ID, ...generated },
      CeoTranslationSchema,
      (ceo) => ceo.id,
    ),
  );
}

const editions: Readonly<Record<Locale, readonly Ceo[]>> = { en: ceos, id: translateCeos() };

/** Every directory profile, in directory order, in `locale`. */
export function getCeos(locale: Locale = 'en'): readonly Ceo[] {
  return editions[locale];
}

/** The profiles the home page's teaser shows: the first three of the directory. */
export function getHomeCeos(locale: Locale = 'en'): readonly Ceo[] {
  return editions[locale].slice(0, HOME_CEO_COUNT);
}

/** One profile by slug, or undefined when no profile has it. */
export function getCeoBySlug(slug: string, locale: Locale = 'en'): Ceo | undefined {
  return editions[locale].find((ceo) => ceo.slug === slug);
}

/** Every profile slug, for generateStaticParams. */
export function getCeoSlugs(): string[] {
  return ceos.map((ceo) => ceo.slug);
}
