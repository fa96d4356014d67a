import { generateSampleCeos, readSampleSize, sampleCeoTranslation } from './ceo-sample';
import { byId, fromContent, loadFolder } from './content-files';
import type { Locale } from './locales';
import { CeoListSchema, CeoSchema, CeoTranslationSchema, type Ceo } from './schemas/ceos';
import { overlayText } from './schemas/translation';
import { HOME_CEO_COUNT } from '@/lib/constants';

/**
 * The profiles of data/content/ceos/{en,id}/<slug>.json in the order of their ids, topped up with
 * generated ones to `DIRECTORY_SAMPLE_SIZE` when that is set at build time (a load test of the
 * real membership's size); both go through the same schema. The generated profiles' Indonesian is
 * the generator's own (sampleCeoTranslation).
 */
const editions = fromContent(() => {
  const written = loadFolder({
    folder: 'ceos',
    schema: CeoSchema,
    translation: CeoTranslationSchema,
    list: CeoListSchema,
    order: byId,
  });
  const size = readSampleSize(process.env.DIRECTORY_SAMPLE_SIZE);
  const portraits = written.en.map((ceo) => ceo.image);
  const generated = generateSampleCeos(size - written.en.length, written.en.length, portraits);
  const en = CeoListSchema.parse([...written.en, ...generated]);
  const translated = en
    .slice(written.en.length)
    .map((ceo) =>
      overlayText(ceo, CeoTranslationSchema.parse(sampleCeoTranslation(ceo)), (path) =>
        [ceo.id, ...path].join('.'),
      ),
    );
  return {
    en: Object.freeze(en),
    id: Object.freeze([...written.id, ...translated]),
  } satisfies Record<Locale, readonly Ceo[]>;
});

/** Every directory profile, in directory order, in `locale`. */
export function getCeos(locale: Locale = 'en'): readonly Ceo[] {
  return editions()[locale];
}

/** The profiles the home page's teaser shows: the first three of the directory. */
export function getHomeCeos(locale: Locale = 'en'): readonly Ceo[] {
  return editions()[locale].slice(0, HOME_CEO_COUNT);
}

/** One profile by slug, or undefined when no profile has it. */
export function getCeoBySlug(slug: string, locale: Locale = 'en'): Ceo | undefined {
  return editions()[locale].find((ceo) => ceo.slug === slug);
}

/** Every profile slug, for generateStaticParams. */
export function getCeoSlugs(): string[] {
  return editions().en.map((ceo) => ceo.slug);
}
