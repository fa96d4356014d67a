import { SITE } from './site';
import { ABOUT_ID } from './content/id/pages';
import type { Locale } from './locales';
import { AboutTranslationSchema } from './schemas/pages';
import { localizeRecord, type Widened } from './schemas/translation';

/** The About Us page's copy. */
export const ABOUT = {
  intro: `${SITE.name} brings together the people who steer Indonesia's companies: directors and commissioners from family firms, state enterprises, start-ups and multinationals, in every province.`,
  history: {
    title: 'Our History',
    milestones: [
      {
        year: '2016',
        title: 'A table of twelve',
        text: 'The community began in 2016, when twelve company directors in Jakarta started meeting once a month to compare notes on governance, succession and growth outside the walls of their own boardrooms.',
      },
      {
        year: '2018',
        title: 'A foundation with a purpose',
        text: `The circle was formalised as ${SITE.legalName}, a not-for-profit foundation, so that its programmes, from mentoring to scholarships, could be run openly and accountably.`,
      },
      {
        year: '2021',
        title: 'Every province at the table',
        text: 'Provincial boards were set up across the archipelago, followed by chapters for Indonesian leaders working abroad, so that a director in Makassar is as close to the network as one in Jakarta.',
      },
      {
        year: '2024',
        title: '3,000 members',
        text: `By the end of ${SITE.memberCountYear} the community counted ${SITE.memberCount.toLocaleString('en-US')} members: chief executives, directors and commissioners who share one conviction, that business leadership carries a duty to the country.`,
      },
    ],
  },
  vision:
    'To be the most trusted community of Indonesian business leaders, shaping an economy that is competitive, inclusive and sustainable, for a better Indonesia.',
  missions: [
    {
      title: 'Connect leaders',
      text: 'Build lasting relationships between directors and commissioners across industries, provinces and generations.',
    },
    {
      title: 'Raise the standard of governance',
      text: 'Share practice on ethical leadership, board effectiveness and transparent decision-making.',
    },
    {
      title: 'Grow the next generation',
      text: 'Mentor young executives and entrepreneurs so that leadership talent is found in every region.',
    },
    {
      title: 'Partner for the economy',
      text: 'Work with government, academia and civil society on policy that strengthens Indonesian enterprise.',
    },
    {
      title: 'Give back',
      text: 'Turn the network’s resources into education, health, environmental and humanitarian programmes that reach communities directly.',
    },
  ],
  values: [
    {
      letter: 'C',
      title: 'Creative',
      text: 'We look for new answers to old problems, and we make room for ideas that come from outside the boardroom.',
    },
    {
      letter: 'E',
      title: 'Empowerment',
      text: 'We open doors for one another and for those who come after us, sharing knowledge, networks and opportunity.',
    },
    {
      letter: 'O',
      title: 'Optimistic',
      text: 'We believe in Indonesia’s future and act on that belief, with patience, discipline and a long view.',
    },
  ],
  closingQuote: {
    text: 'A company is only as strong as the society it serves. When leaders grow together, the country grows with them.',
    author: 'Founding charter, 2016',
  },
} as const;

export type AboutCopy = Widened<typeof ABOUT>;

const editions: Readonly<Record<Locale, AboutCopy>> = {
  en: ABOUT,
  id: localizeRecord('About page', ABOUT as AboutCopy, ABOUT_ID, AboutTranslationSchema),
};

/** The About Us page's copy, in `locale`. */
export function getAbout(locale: Locale = 'en'): AboutCopy {
  return editions[locale];
}
