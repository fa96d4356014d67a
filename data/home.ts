import { HOME_ID } from './content/id/pages';
import type { Locale } from './locales';
import { HomeTranslationSchema } from './schemas/pages';
import { localizeRecord, type Widened } from './schemas/translation';

/** The home page's copy beyond the hero. */
export const HOME = {
  quote: {
    text: 'Leadership is not the title on the door. It is what we build together for the people who come after us.',
    author: 'Soedarmadji Hardjono',
    role: 'Founder and Chair of the Dewan Pembina',
  },
  directoryTeaser: {
    eyebrow: 'CEO Directory',
    title: 'Meet the leaders of the network',
    description:
      'Directors and commissioners from every industry and province, ready to share what they know.',
    note: 'The full directory holds 200+ profiles of members from across Indonesia.',
  },
} as const;

export type HomeCopy = Widened<typeof HOME>;

const editions: Readonly<Record<Locale, HomeCopy>> = {
  en: HOME,
  id: localizeRecord('home page', HOME as HomeCopy, HOME_ID, HomeTranslationSchema),
};

/** The home page's copy beyond the hero, in `locale`. */
export function getHome(locale: Locale = 'en'): HomeCopy {
  return editions[locale];
}
