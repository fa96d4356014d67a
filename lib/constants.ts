/**
 * The spec's business constants and limits (§9), each written here once and imported where it is
 * used. Plain values only: client islands import this module, so it must pull in nothing else.
 * Site-wide facts (founding year, membership figure) are in data/site.ts; option lists with their
 * labels (cities, categories) are in data/options.ts.
 */

// Header
/** Scroll distance (px) past which the header turns compact and casts a shadow. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;
/** The header slides in this long after load (the `animate-header-in` delay in app/globals.css). */
export const HEADER_SLIDE_IN_DELAY_MS = 100;

// Home
/** Seconds between one hero background and the next. */
export const HERO_SLIDE_OFFSET_S = 2;
/** Profiles on the home page's directory teaser (the first ones). */
export const HOME_CEO_COUNT = 3;
/** Event summaries on the home page. */
export const HOME_EVENT_COUNT = 3;

// Listings
export const DIRECTORY_PAGE_SIZES = [12, 24, 48] as const;
export type DirectoryPageSize = (typeof DIRECTORY_PAGE_SIZES)[number];
export const DEFAULT_DIRECTORY_PAGE_SIZE: DirectoryPageSize = 12;
/** Page numbers shown either side of the current one. */
export const PAGINATION_RADIUS = 2;
export const EVENTS_PAGE_SIZE = 6;
export const ARTICLES_PAGE_SIZE = 9;
export const NEWS_PAGE_SIZE = 8;
export const GALLERY_PAGE_SIZE = 12;
/** The gallery's pagination shows at most this many page numbers. */
export const GALLERY_MAX_PAGE_NUMBERS = 5;
/** Related articles and news items: at most this many, same category, newest first. */
export const RELATED_PUBLICATIONS_LIMIT = 3;
/** Related crowdfunding projects: the first this many others. */
export const RELATED_PROJECTS_LIMIT = 3;

// Forms
/** Tickets one registration may take: 1 to this (and never more than the places left). */
export const MAX_TICKETS = 5;
/** The simulated wait before a registration is confirmed (no request is made). */
export const REGISTRATION_DELAY_MS = 2000;
/** The simulated wait of the contact, partnership, sponsorship and membership forms. */
export const FORM_DELAY_MS = 1500;

// Membership (not in the spec: the association's own rules, written out on /membership)
/** Years in a board role (any company, counted together) a member must have served. */
export const MEMBERSHIP_MIN_BOARD_YEARS = 2;
/** The most years the application form takes: more is a typing mistake. */
export const MEMBERSHIP_MAX_BOARD_YEARS = 60;
/** Working days within which the secretariat confirms an application (the success screen's promise). */
export const MEMBERSHIP_CONFIRM_DAYS = 2;
/** Working days within which the board of the applicant's province invites them to a conversation. */
export const MEMBERSHIP_CONVERSATION_DAYS = 10;
/** Working days within which the membership committee decides. */
export const MEMBERSHIP_DECISION_DAYS = 14;

// Gallery
/** A horizontal swipe longer than this (px) turns the lightbox's photo. */
export const SWIPE_THRESHOLD_PX = 50;

// Crowdfunding
/** The range of a project's target, in rupiah. */
export const MIN_TARGET_FUNDING = 350_000_000;
export const MAX_TARGET_FUNDING = 750_000_000;

// Leadership
export const LEADERSHIP_TERM = '2025–2030';
/** Working fields (bidang) of the central board's term. */
export const WORKING_FIELD_COUNT = 25;
/** The 34-province map the association is organised on (before the 2022 Papua split). */
export const PROVINCE_COUNT = 34;

// CSR
/**
 * The impact figures shown as big numbers on the CSR page, each an 'at least' count (the spec's
 * '2000+', '50+', '100+'; their words: messages `csr.impact` and `csr.impactFigure`).
 */
export const CSR_IMPACT_STATS = [
  { key: 'scholarships', atLeast: 2000 },
  { key: 'villages', atLeast: 50 },
  { key: 'actions', atLeast: 100 },
] as const;
