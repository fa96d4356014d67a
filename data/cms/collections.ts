import type { z } from 'zod';
import type { Presentation, Presentations } from './fields';
import {
  ArticleSchema,
  ARTICLE_SHARED_FIELDS,
  ArticleTranslationSchema,
} from '../schemas/articles';
import {
  CentralLeadershipSchema,
  CentralLeadershipTranslationSchema,
} from '../schemas/central-leadership';
import { CeoSchema, CeoTranslationSchema } from '../schemas/ceos';
import { CrowdfundingProjectSchema, CrowdfundingTranslationSchema } from '../schemas/crowdfunding';
import { CsrPageSchema, CsrPageTranslationSchema } from '../schemas/csr';
import { EventSchema, EventTranslationSchema } from '../schemas/events';
import { AlbumFileSchema, AlbumFileTranslationSchema } from '../schemas/gallery';
import { InternationalBoardsFileSchema } from '../schemas/international-boards';
import { MembershipPageSchema, MembershipTranslationSchema } from '../schemas/membership';
import { NEWS_SHARED_FIELDS, NewsItemSchema, NewsTranslationSchema } from '../schemas/news';
import {
  AboutPageSchema,
  AboutTranslationSchema,
  ContactPageSchema,
  ContactPageTranslationSchema,
  HomePageSchema,
  HomeTranslationSchema,
} from '../schemas/pages';
import { PartnershipPageSchema, PartnershipTranslationSchema } from '../schemas/partnership';
import { ProvincialBoardsFileSchema } from '../schemas/provincial-boards';
import { SiteSettingsSchema, SiteTranslationSchema } from '../schemas/site';
import { SponsorshipPageSchema, SponsorshipTranslationSchema } from '../schemas/sponsorship';
import { CONTENT_DATE } from '../schemas/helpers';
import {
  ALBUM_COVER_SIZE,
  AVATAR_SIZE,
  CEO_PORTRAIT_SIZE,
  COVER_SIZE,
  type ImageSize,
} from '../image-dimensions';
import { MAX_PHOTO_WIDTH } from '../uploads';

/**
 * What the editor (Decap CMS, /admin) edits: each collection's files, its schema and how its
 * fields are shown. The fields' rules come from the schemas (data/cms/fields.ts); the build reads
 * the same files with the same schemas (data/content-files.ts), and __tests__/data/cms-config.test.ts
 * holds the two together.
 */

/** A record's schemas: the whole record, and what its Indonesian edition translates. */
export type RecordSchemas = {
  schema: z.ZodType;
  /** Absent: a file of one language (the boards' names read the same in both). */
  translation?: z.ZodType;
  /** The facts' field names, when every text of the English must be translated. */
  shared?: readonly string[];
};

/** A collection of records, one file per record and language: data/content/<folder>/<lang>/<slug>.json. */
export type FolderCollection = RecordSchemas & {
  kind: 'folder';
  name: string;
  label: string;
  labelSingular: string;
  description: string;
  folder: string;
  /** Staff add and remove records (events, articles…), or only edit a fixed set (the albums). */
  create: boolean;
  summary: string;
  /** The orders the list offers; the first, the list's own. */
  sortableFields: readonly string[];
  /** The list's own order runs from the latest (dates). */
  sortDescending?: boolean;
  filters?: readonly { label: string; field: string; pattern: string }[];
  groups?: readonly { label: string; field: string }[];
  fields: Presentations;
};

/** A single file (a page's texts, the settings): data/content/<file>, { en, id } when translated. */
export type FileEntry = RecordSchemas & {
  /** Its texts may name the site's facts ({memberCount}…), filled in by its loader. */
  placeholders?: boolean;
  name: string;
  label: string;
  file: string;
  description?: string;
  fields: Presentations;
};

export type FilesCollection = {
  kind: 'files';
  name: string;
  label: string;
  description: string;
  files: readonly FileEntry[];
};

export type Collection = FolderCollection | FilesCollection;

const cropped = (shape: string, { width, height }: ImageSize) =>
  `JPEG or PNG from a camera or phone: cropped to ${shape} and published at ${width} × ${height}.`;

/** What the build does with an uploaded image, by its use (scripts/build-image-variants.mjs). */
const IMAGE_SIZES_HINT = {
  cover: cropped('16:9', COVER_SIZE),
  portrait: cropped('4:5', CEO_PORTRAIT_SIZE),
  avatar: cropped('a square', AVATAR_SIZE),
  album: cropped('4:3', ALBUM_COVER_SIZE),
  photo: `JPEG or PNG from a camera or phone: published as it was taken, at most ${MAX_PHOTO_WIDTH} pixels wide.`,
} as const;

const ID_HINT = (example: string) =>
  `A code the site keeps for good: the next free one, e.g. ${example}. Never change it once published.`;
const SLUG_HINT = (path: string) =>
  `The page's address: ${path}/<slug>. Lowercase words joined by hyphens; changing it breaks links to the page.`;
const SLUG_MESSAGE = 'lowercase words joined by hyphens (summit-2027)';

/** A record's id and slug: `prefix`-007, and its page at `path`/<slug>. */
const identity = (prefix: string, next: number, path: string): Presentations => ({
  id: {
    label: 'ID',
    hint: ID_HINT(`${prefix}-${String(next).padStart(3, '0')}`),
    patternMessage: `${prefix}- and three digits`,
  },
  slug: { label: 'Slug', hint: SLUG_HINT(path), patternMessage: SLUG_MESSAGE },
});

/** An article's or news item's own title and description for search engines, both optional. */
const searchEngines = (fallback: string): Presentations => ({
  metaTitle: {
    label: 'Title for search engines',
    hint: `Optional: the ${fallback} is used without it.`,
  },
  metaDescription: {
    label: 'Description for search engines',
    widget: 'text',
    hint: 'Optional: the excerpt is used without it.',
  },
});

const PUBLICATION_FILTERS = [
  { label: 'Published', field: 'status', pattern: 'published' },
  { label: 'Drafts', field: 'status', pattern: 'draft' },
] as const;
const PUBLICATION_STATUS: Presentation = {
  label: 'Status',
  optionLabels: { published: 'Published', draft: 'Draft' },
};
const TEXT: Presentation = { label: 'Text', widget: 'text' };
const titled = (label: string, labelSingular: string): Presentation => ({
  label,
  labelSingular,
  summary: '{{fields.title}}',
  fields: { title: { label: 'Title' }, text: { label: 'Text', widget: 'text' } },
});
const image = (label: string, size: keyof typeof IMAGE_SIZES_HINT, hint = ''): Presentation => ({
  label,
  widget: 'image',
  hint: `${hint}${hint ? ' ' : ''}${IMAGE_SIZES_HINT[size]}`,
});
const faqs = (min: string): Presentation => ({
  label: 'Questions and answers',
  labelSingular: 'Question',
  hint: min,
  summary: '{{fields.question}}',
  fields: { question: { label: 'Question' }, answer: { label: 'Answer', widget: 'text' } },
});
const packages: Presentation = {
  label: 'Packages',
  labelSingular: 'Package',
  hint: 'Platinum, Gold and Silver, in that order, each with fewer VIP invitations than the one before.',
  summary: '{{fields.name}}: {{fields.vipInvites}} VIP invitations',
  fields: {
    id: { label: 'Package' },
    name: { label: 'Name' },
    vipInvites: { label: 'VIP invitations to flagship events' },
    summary: { label: 'Who it is for', widget: 'text' },
    features: { label: 'What it includes', item: { label: 'Item' } },
  },
};
const sectionTypes = (folder: 'articles' | 'news', highlight: boolean) => ({
  paragraph: { label: 'Paragraph', fields: { content: TEXT } },
  ...(highlight
    ? {
        highlight: {
          label: 'Highlight',
          fields: { content: { label: 'A quotation or a key figure', widget: 'text' as const } },
        },
      }
    : {}),
  heading: { label: 'Heading', fields: { content: { label: 'Heading' } } },
  ...(folder === 'articles'
    ? {
        quote: {
          label: 'Quote',
          fields: {
            text: { label: 'Quotation', widget: 'text' as const },
            author: { label: 'Who said it' },
          },
        },
      }
    : {}),
  list: {
    label: 'List',
    fields: {
      content: { label: 'The sentence before the list', widget: 'text' as const },
      items: { label: 'Items', item: { label: 'Item' } },
    },
  },
  image: {
    label: 'Image',
    fields: {
      src: image('Image', 'cover'),
      imageAlt: { label: 'What the image shows (for screen readers)' },
      caption: { label: 'Caption' },
    },
  },
});

export const COLLECTIONS: readonly Collection[] = [
  {
    kind: 'folder',
    name: 'events',
    label: 'Events',
    labelSingular: 'Event',
    description:
      'Summits, roundtables, workshops and seminars. An event after the content date is upcoming and takes registrations while it has spots left.',
    folder: 'events',
    create: true,
    summary: '{{fields.date}} · {{fields.title}} ({{fields.location.city}})',
    sortableFields: ['date', 'title', 'id'],
    sortDescending: true,
    filters: [
      { label: 'Upcoming', field: 'status', pattern: 'upcoming' },
      { label: 'Past', field: 'status', pattern: 'past' },
    ],
    groups: [{ label: 'City', field: 'location.city' }],
    schema: EventSchema,
    translation: EventTranslationSchema,
    fields: {
      ...identity('event', 7, '/events'),
      title: { label: 'Title' },
      category: { label: 'Category' },
      date: { label: 'Date' },
      time: {
        label: 'Time',
        hint: 'Start and end in WIB, written 08:30 – 17:00 WIB (an en dash between the times).',
        patternMessage: '08:30 – 17:00 WIB',
      },
      location: {
        label: 'Place',
        fields: {
          city: { label: 'City' },
          venue: { label: 'Venue' },
          address: { label: 'Address' },
        },
      },
      shortDescription: {
        label: 'Short description',
        widget: 'text',
        hint: 'One or two sentences for the event card.',
      },
      overview: {
        label: 'Overview',
        labelSingular: 'Paragraph',
        item: { label: 'Paragraph', widget: 'text' },
      },
      agenda: {
        label: 'Agenda',
        labelSingular: 'Session',
        summary: '{{fields.time}} {{fields.session}}',
        fields: {
          time: {
            label: 'Start (WIB)',
            hint: '24-hour, e.g. 09:30.',
            patternMessage: 'HH:MM, e.g. 09:30',
          },
          session: { label: 'Session' },
          speaker: { label: 'Speaker', hint: 'The name of one of the speakers below, if any.' },
        },
      },
      speakers: {
        label: 'Speakers',
        labelSingular: 'Speaker',
        hint: 'Leave empty when the event has no announced speakers: the page then leaves the section out.',
        summary: '{{fields.name}}, {{fields.company}}',
        fields: {
          name: { label: 'Name' },
          title: { label: 'Title' },
          company: { label: 'Company' },
        },
      },
      notes: {
        label: 'Important notes',
        labelSingular: 'Note',
        item: { label: 'Note', widget: 'text' },
      },
      capacity: { label: 'Capacity (people)' },
      registeredCount: { label: 'Registered so far' },
      status: {
        label: 'Status',
        hint: `Upcoming for an event after ${CONTENT_DATE} (the day the content was last reviewed), past for one before.`,
        optionLabels: { upcoming: 'Upcoming', past: 'Past' },
      },
      image: image('Cover', 'cover'),
    },
  },
  {
    kind: 'folder',
    name: 'articles',
    label: 'Articles',
    labelSingular: 'Article',
    description: 'Long reads by members and the research desk. Only published articles are listed.',
    folder: 'articles',
    create: true,
    summary: '{{fields.publishedAt}} · {{fields.title}} ({{fields.status}})',
    sortableFields: ['publishedAt', 'title', 'id'],
    sortDescending: true,
    filters: PUBLICATION_FILTERS,
    groups: [{ label: 'Category', field: 'category' }],
    schema: ArticleSchema,
    translation: ArticleTranslationSchema,
    shared: ARTICLE_SHARED_FIELDS,
    fields: {
      ...identity('article', 7, '/articles'),
      title: { label: 'Title' },
      category: { label: 'Category' },
      excerpt: {
        label: 'Excerpt',
        widget: 'text',
        hint: 'Two sentences for the card and search engines.',
      },
      content: {
        label: 'Body',
        fields: {
          sections: {
            label: 'Sections',
            labelSingular: 'Section',
            types: sectionTypes('articles', false),
          },
        },
      },
      coverImage: image('Cover', 'cover'),
      author: {
        label: 'Author',
        fields: {
          name: { label: 'Name' },
          role: { label: 'Role' },
          company: { label: 'Company' },
          avatar: image('Portrait', 'avatar'),
          bio: { label: 'Biography', widget: 'text' },
        },
      },
      publishedAt: { label: 'Publication date' },
      readingTime: { label: 'Reading time (minutes)' },
      tags: { label: 'Tags', labelSingular: 'Tag', item: { label: 'Tag' } },
      status: PUBLICATION_STATUS,
      ...searchEngines('title'),
    },
  },
  {
    kind: 'folder',
    name: 'news',
    label: 'Newsroom',
    labelSingular: 'News item',
    description:
      'Press releases, updates, event recaps and coverage. Only published items are listed.',
    folder: 'news',
    create: true,
    summary: '{{fields.publishedAt}} · {{fields.headline}} ({{fields.status}})',
    sortableFields: ['publishedAt', 'headline', 'id'],
    sortDescending: true,
    filters: PUBLICATION_FILTERS,
    groups: [{ label: 'Category', field: 'category' }],
    schema: NewsItemSchema,
    translation: NewsTranslationSchema,
    shared: NEWS_SHARED_FIELDS,
    fields: {
      ...identity('news', 9, '/news'),
      headline: { label: 'Headline' },
      category: { label: 'Category' },
      excerpt: { label: 'Excerpt', widget: 'text' },
      content: {
        label: 'Body',
        fields: {
          sections: {
            label: 'Sections',
            labelSingular: 'Section',
            types: sectionTypes('news', true),
          },
        },
      },
      publishedAt: { label: 'Publication date' },
      author: { label: 'Author', hint: 'Optional: the writer, when the item is signed.' },
      source: {
        label: 'Source',
        hint: 'Internal for our own items; otherwise the outlet that published it.',
      },
      sourceUrl: {
        label: 'Original article',
        hint: 'The link to the outlet’s article (never for Internal items).',
      },
      coverImage: image('Cover', 'cover'),
      keyHighlights: {
        label: 'Key highlights',
        labelSingular: 'Highlight',
        item: { label: 'Highlight' },
      },
      status: PUBLICATION_STATUS,
      ...searchEngines('headline'),
    },
  },
  {
    kind: 'folder',
    name: 'ceos',
    label: 'CEO profiles',
    labelSingular: 'Profile',
    description:
      'The members in the CEO Directory, in the order of their IDs; the first three are on the home page.',
    folder: 'ceos',
    create: true,
    summary: '{{fields.name}}, {{fields.company}}',
    sortableFields: ['id', 'name', 'company'],
    groups: [
      { label: 'Industry', field: 'industry' },
      { label: 'Province', field: 'province' },
    ],
    schema: CeoSchema,
    translation: CeoTranslationSchema,
    fields: {
      ...identity('ceo', 13, '/ceo'),
      name: { label: 'Name' },
      title: { label: 'Title' },
      company: { label: 'Company' },
      industry: { label: 'Industry' },
      province: { label: 'Province' },
      image: image('Portrait', 'portrait'),
      bio: {
        label: 'Biography',
        labelSingular: 'Paragraph',
        item: { label: 'Paragraph', widget: 'text' },
      },
      expertise: {
        label: 'Expertise and interests',
        labelSingular: 'Area',
        item: { label: 'Area' },
      },
      contact: {
        label: 'Contact',
        hint: 'Each is optional; with none, the profile reads “Contact information not available”.',
        fields: {
          email: { label: 'E-mail' },
          linkedin: { label: 'LinkedIn page' },
          website: { label: 'Website' },
        },
      },
      highlights: {
        label: 'Highlights',
        labelSingular: 'Highlight',
        hint: 'Awards and milestones; leave empty to leave the section out.',
        item: { label: 'Highlight' },
      },
      companyLink: { label: 'Company website', hint: 'Optional.' },
    },
  },
  {
    kind: 'folder',
    name: 'crowdfunding',
    label: 'Crowdfunding projects',
    labelSingular: 'Project',
    description: 'Member-backed ventures raising funds on the donation platform.',
    folder: 'crowdfunding',
    create: true,
    summary: '{{fields.name}} ({{fields.location}})',
    sortableFields: ['id', 'name'],
    schema: CrowdfundingProjectSchema,
    translation: CrowdfundingTranslationSchema,
    fields: {
      ...identity('project', 6, '/crowdfunding'),
      name: { label: 'Name' },
      location: { label: 'Place', hint: 'Regency or city, then province.' },
      industry: { label: 'Industry' },
      targetFunding: {
        label: 'Target (rupiah)',
        hint: 'Between Rp 350.000.000 and Rp 750.000.000.',
      },
      raisedFunding: { label: 'Raised so far (rupiah)', hint: 'Never more than the target.' },
      daysLeft: { label: 'Days left' },
      description: { label: 'Summary', widget: 'text', hint: 'For the project card.' },
      businessDescription: {
        label: 'Business description',
        labelSingular: 'Paragraph',
        item: { label: 'Paragraph', widget: 'text' },
      },
      founder: {
        label: 'Founder',
        fields: {
          name: { label: 'Name' },
          role: { label: 'Role' },
          bio: { label: 'Biography', widget: 'text' },
        },
      },
      team: {
        label: 'The rest of the team',
        labelSingular: 'Member',
        summary: '{{fields.name}}, {{fields.role}}',
        fields: { name: { label: 'Name' }, role: { label: 'Role' } },
      },
      fundingBreakdown: {
        label: 'Use of funds (percent of the target)',
        hint: 'The four add up to 100.',
        fields: {
          production: { label: 'Production' },
          marketing: { label: 'Marketing' },
          operations: { label: 'Operations' },
          reserve: { label: 'Reserve' },
        },
      },
      fundUsePlan: {
        label: 'What each share pays for',
        fields: {
          production: { label: 'Production', widget: 'text' },
          marketing: { label: 'Marketing', widget: 'text' },
          operations: { label: 'Operations', widget: 'text' },
          reserve: { label: 'Reserve', widget: 'text' },
        },
      },
      projectedROI: { label: 'Projected return', widget: 'text' },
      risks: { label: 'Risks', labelSingular: 'Risk', item: { label: 'Risk', widget: 'text' } },
      image: image('Cover', 'cover'),
    },
  },
  {
    kind: 'folder',
    name: 'gallery',
    label: 'Gallery',
    labelSingular: 'Album',
    description:
      'The five albums and their photos. A photo’s size is read from the file; the newest year comes first.',
    folder: 'gallery',
    create: false,
    summary: '{{fields.name}}',
    sortableFields: ['name'],
    schema: AlbumFileSchema,
    translation: AlbumFileTranslationSchema,
    fields: {
      id: { label: 'ID', patternMessage: 'album- and its name' },
      name: { label: 'Name' },
      slug: { label: 'Album' },
      description: { label: 'Description', widget: 'text' },
      coverPhoto: image('Cover', 'album'),
      photos: {
        label: 'Photos',
        labelSingular: 'Photo',
        summary: '{{fields.year}} · {{fields.caption}}',
        collapsed: true,
        fields: {
          id: {
            label: 'ID',
            hint: ID_HINT('photo-028'),
            patternMessage: 'photo- and three digits',
          },
          src: image('Photo', 'photo'),
          alt: { label: 'What the photo shows (for screen readers)' },
          year: { label: 'Year' },
          caption: { label: 'Caption' },
        },
      },
    },
  },
  {
    kind: 'files',
    name: 'pages',
    label: 'Pages',
    description: 'The texts of the home page and of the pages that are not a collection.',
    files: [
      {
        name: 'home',
        label: 'Home page',
        file: 'pages/home.json',
        schema: HomePageSchema,
        translation: HomeTranslationSchema,
        fields: {
          quote: {
            label: 'Quote',
            fields: {
              text: { label: 'Quotation', widget: 'text' },
              author: { label: 'Who said it' },
              role: { label: 'Their role' },
            },
          },
          directoryTeaser: {
            label: 'CEO Directory teaser',
            fields: {
              eyebrow: { label: 'Small heading' },
              title: { label: 'Heading' },
              description: { label: 'Text', widget: 'text' },
              note: { label: 'Note', hint: 'The spec’s figure: 200+ profiles.' },
            },
          },
          events: {
            label: 'Upcoming events',
            labelSingular: 'Event summary',
            hint: 'Three summaries of upcoming events, the flagship first; each has its event’s slug, date and time.',
            summary: '{{fields.date}} · {{fields.title}}',
            fields: {
              id: { label: 'ID', patternMessage: 'home-event- and three digits' },
              slug: { label: 'The event’s slug', patternMessage: SLUG_MESSAGE },
              title: { label: 'Title' },
              type: { label: 'Type' },
              date: { label: 'Date' },
              time: { label: 'Time', hint: 'As the event writes it: 08:30 – 17:00 WIB.' },
              location: { label: 'Venue and city' },
              attendees: { label: 'Audience', hint: 'e.g. 150+ CEOs' },
              description: { label: 'Description', widget: 'text' },
              featured: { label: 'The flagship (the first summary only)' },
            },
          },
        },
      },
      {
        name: 'about',
        label: 'About Us',
        placeholders: true,
        file: 'pages/about.json',
        description:
          'Write {name}, {legalName}, {memberCount} or {memberCountYear} for the figures in Site settings.',
        schema: AboutPageSchema,
        translation: AboutTranslationSchema,
        fields: {
          intro: { label: 'Introduction', widget: 'text' },
          history: {
            label: 'History',
            fields: {
              title: { label: 'Heading' },
              milestones: {
                label: 'Milestones',
                labelSingular: 'Milestone',
                summary: '{{fields.year}} · {{fields.title}}',
                fields: {
                  year: { label: 'Year', patternMessage: 'four digits' },
                  title: { label: 'Title' },
                  text: { label: 'Text', widget: 'text' },
                },
              },
            },
          },
          vision: { label: 'Vision', widget: 'text' },
          missions: titled('Missions', 'Mission'),
          values: {
            label: 'Values',
            labelSingular: 'Value',
            hint: 'Creative, Empowerment, Optimistic: their letters spell CEO.',
            summary: '{{fields.letter}} · {{fields.title}}',
            fields: {
              letter: { label: 'Letter', patternMessage: 'one capital letter' },
              title: { label: 'Title' },
              text: { label: 'Text', widget: 'text' },
            },
          },
          closingQuote: {
            label: 'Closing quote',
            fields: { text: { label: 'Quotation', widget: 'text' }, author: { label: 'Source' } },
          },
        },
      },
      {
        name: 'contact',
        label: 'Contact Us',
        placeholders: true,
        file: 'pages/contact.json',
        description: 'The address, phone, e-mail and bank account are in Site settings.',
        schema: ContactPageSchema,
        translation: ContactPageTranslationSchema,
        fields: {
          intro: { label: 'Introduction', widget: 'text' },
          bankNote: { label: 'Above the bank details', widget: 'text' },
          mapNote: { label: 'Beside the map', widget: 'text' },
        },
      },
      {
        name: 'csr',
        label: 'CSR & Donation',
        file: 'pages/csr.json',
        schema: CsrPageSchema,
        translation: CsrPageTranslationSchema,
        fields: {
          intro: { label: 'Introduction', widget: 'text' },
          programmes: {
            label: 'Programmes',
            labelSingular: 'Programme',
            hint: 'The five programmes, in this order.',
            summary: '{{fields.title}}',
            fields: {
              id: {
                label: 'Key',
                hint: 'Chooses the programme’s icon; keep it.',
                patternMessage: SLUG_MESSAGE,
              },
              title: { label: 'Programme' },
              description: { label: 'Description', widget: 'text' },
              highlights: {
                label: 'Highlights',
                labelSingular: 'Highlight',
                item: { label: 'Highlight' },
              },
            },
          },
          steps: titled('How donating works', 'Step'),
          transparency: titled('Transparency', 'Note'),
        },
      },
      {
        name: 'membership',
        label: 'Membership',
        file: 'pages/membership.json',
        schema: MembershipPageSchema,
        translation: MembershipTranslationSchema,
        fields: {
          intro: { label: 'Introduction', widget: 'text' },
          eligibility: {
            label: 'Who may join',
            fields: {
              intro: { label: 'Introduction', widget: 'text' },
              criteria: {
                label: 'Criteria',
                labelSingular: 'Criterion',
                item: { label: 'Criterion' },
              },
              note: { label: 'Note', widget: 'text' },
            },
          },
          benefits: titled('Benefits', 'Benefit'),
          tiers: {
            label: 'Tiers',
            labelSingular: 'Tier',
            hint: 'Associate, Full and Patron, in that order, each costing more and giving more off events.',
            summary: '{{fields.name}}',
            fields: {
              id: { label: 'Tier' },
              name: { label: 'Name' },
              annualFee: { label: 'Annual fee (rupiah)' },
              eventDiscount: { label: 'Discount on paid events (percent)' },
              summary: { label: 'Who it is for', widget: 'text' },
              features: {
                label: 'What it includes',
                labelSingular: 'Item',
                item: { label: 'Item' },
              },
            },
          },
          steps: titled('How to join', 'Step'),
          faqs: faqs('At least four.'),
        },
      },
      {
        name: 'partnership',
        label: 'Partnership Opportunities',
        file: 'pages/partnership.json',
        schema: PartnershipPageSchema,
        translation: PartnershipTranslationSchema,
        fields: {
          intro: { label: 'Introduction', widget: 'text' },
          benefits: titled('Benefits', 'Benefit'),
          collaborationTypes: {
            label: 'Kinds of collaboration',
            labelSingular: 'Kind',
            hint: 'One per choice of the application form, in its order.',
            summary: '{{fields.title}}',
            fields: {
              type: { label: 'Form choice' },
              title: { label: 'Title' },
              text: { label: 'Text', widget: 'text' },
            },
          },
          packages,
          deliverables: titled('Deliverables', 'Deliverable'),
          steps: titled('Steps', 'Step'),
          testimonials: {
            label: 'Testimonials',
            labelSingular: 'Testimonial',
            summary: '{{fields.name}}, {{fields.company}}',
            fields: {
              quote: { label: 'Quotation', widget: 'text' },
              name: { label: 'Name' },
              role: { label: 'Role' },
              company: { label: 'Company' },
            },
          },
          faqs: faqs('At least three.'),
        },
      },
      {
        name: 'sponsorship',
        label: 'Sponsorship',
        file: 'pages/sponsorship.json',
        schema: SponsorshipPageSchema,
        translation: SponsorshipTranslationSchema,
        fields: {
          intro: { label: 'Introduction', widget: 'text' },
          benefits: titled('Benefits', 'Benefit'),
          packages,
          deliverables: titled('Deliverables', 'Deliverable'),
          eventTypes: {
            label: 'Events to sponsor',
            labelSingular: 'Event type',
            hint: 'One per choice of the application form, in its order.',
            summary: '{{fields.title}}',
            fields: {
              type: { label: 'Form choice' },
              title: { label: 'Title' },
              text: { label: 'Text', widget: 'text' },
              audience: { label: 'Audience' },
            },
          },
          steps: titled('Steps', 'Step'),
        },
      },
    ],
  },
  {
    kind: 'files',
    name: 'leadership',
    label: 'Leadership',
    description:
      'The central board of the term, the provincial boards and the international chapters.',
    files: [
      {
        name: 'central',
        label: 'Central leadership',
        file: 'leadership/central.json',
        schema: CentralLeadershipSchema,
        translation: CentralLeadershipTranslationSchema,
        fields: {
          term: { label: 'Term' },
          groups: {
            label: 'Boards',
            labelSingular: 'Board',
            hint: 'Dewan Pembina, Dewan Pengawas and Dewan Pakar.',
            summary: '{{fields.name}}',
            fields: {
              id: { label: 'Key', patternMessage: SLUG_MESSAGE },
              name: { label: 'Board' },
              role: { label: 'What the board does', widget: 'text' },
              head: {
                label: 'Head',
                fields: { name: { label: 'Name' }, title: { label: 'Title' } },
              },
              members: {
                label: 'Members',
                labelSingular: 'Member',
                summary: '{{fields.name}}',
                fields: { name: { label: 'Name' }, title: { label: 'Title' } },
              },
            },
          },
          mainOfficers: {
            label: 'Main officers',
            labelSingular: 'Officer',
            summary: '{{fields.role}}: {{fields.name}}',
            fields: { name: { label: 'Name' }, role: { label: 'Office' } },
          },
          workingFields: {
            label: 'Working fields',
            labelSingular: 'Field',
            hint: 'The 25 bidang; each names one to three chairs. Members are kept, not shown.',
            summary: '{{fields.name}}',
            collapsed: true,
            fields: {
              id: { label: 'Key', patternMessage: SLUG_MESSAGE },
              name: { label: 'Name', patternMessage: 'Bidang and its name' },
              ketua: { label: 'Chairs', labelSingular: 'Chair', item: { label: 'Name' } },
              anggota: { label: 'Members', labelSingular: 'Member', item: { label: 'Name' } },
            },
          },
        },
      },
      {
        name: 'provincial',
        label: 'Provincial leadership',
        file: 'leadership/provincial.json',
        description: 'The 34 provinces, west to east; names read the same in both languages.',
        schema: ProvincialBoardsFileSchema,
        fields: {
          provinces: {
            label: 'Provinces',
            labelSingular: 'Province',
            summary: '{{fields.province}}: {{fields.ketua}}',
            collapsed: true,
            fields: {
              id: { label: 'Key', patternMessage: SLUG_MESSAGE },
              province: { label: 'Province' },
              region: { label: 'Region' },
              ketua: { label: 'Ketua Provinsi' },
              sekretaris: { label: 'Sekretaris' },
              bendahara: { label: 'Bendahara' },
            },
          },
        },
      },
      {
        name: 'international',
        label: 'International leadership',
        file: 'leadership/international.json',
        description: 'The seven country chapters; names read the same in both languages.',
        schema: InternationalBoardsFileSchema,
        fields: {
          chapters: {
            label: 'Chapters',
            labelSingular: 'Chapter',
            summary: '{{fields.country}}: {{fields.ketua}}',
            fields: {
              country: { label: 'Country' },
              code: {
                label: 'Country code',
                hint: 'Two lowercase letters (ISO 3166).',
                patternMessage: 'two lowercase letters',
              },
              ketua: { label: 'Ketua' },
              sekretaris: { label: 'Sekretaris', hint: 'Optional.' },
              flag: {
                label: 'Flag',
                hint: '/images/flags/<country code>.svg',
                patternMessage: '/images/flags/<country code>.svg',
              },
            },
          },
        },
      },
    ],
  },
  {
    kind: 'files',
    name: 'settings',
    label: 'Site settings',
    description:
      'The association’s name and figures, the secretariat’s address, phone and e-mail, the bank account and the donation platform.',
    files: [
      {
        name: 'site',
        label: 'Site settings',
        file: 'settings/site.json',
        schema: SiteSettingsSchema,
        translation: SiteTranslationSchema,
        fields: {
          name: { label: 'Name' },
          shortName: {
            label: 'Initials',
            hint: 'On application references (NCN-2026-…).',
            patternMessage: 'two to six capital letters',
          },
          legalName: { label: 'Registered name of the foundation' },
          tagline: { label: 'Tagline' },
          description: { label: 'Description for search engines and previews', widget: 'text' },
          blurb: { label: 'About us, in the footer', widget: 'text' },
          foundedYear: { label: 'Founded in' },
          memberCount: { label: 'Members' },
          memberCountYear: { label: 'Members counted at the end of' },
          copyrightYear: { label: 'Copyright year' },
          contact: {
            label: 'Secretariat',
            fields: {
              addressLines: { label: 'Address', labelSingular: 'Line', item: { label: 'Line' } },
              phone: {
                label: 'Phone',
                hint: 'As it is written: +62 21 5550 2016.',
                patternMessage: '+62 and the number, in groups',
              },
              email: { label: 'E-mail' },
              officeHours: { label: 'Office hours' },
            },
          },
          bank: {
            label: 'Bank account for transfers',
            fields: {
              bankName: { label: 'Bank' },
              branch: { label: 'Branch' },
              accountName: { label: 'Account name' },
              accountNumber: {
                label: 'Account number',
                patternMessage: 'digits, in groups if you like',
              },
            },
          },
          donationUrl: {
            label: 'Donation platform',
            hint: 'Every donate button opens it, in a new tab.',
          },
        },
      },
    ],
  },
];
