/**
 * The Indonesian edition's house rules that a machine can check: the glossary's avoided terms
 * (docs/glossary.md, which lists the same terms) and the typography of numbers. A test reads every
 * Indonesian string of the content and the interface through `findStyleIssues`
 * (__tests__/data/indonesian-style.test.ts) and names the file, the record and the text of each.
 */
import { CONTENT_FOLDER, describePlace, type Source } from './content-file';

/**
 * Where a text is read: crowdfunding texts also may not speak of gifts; the leadership's texts
 * (the team page, the central board's file) name the organisation's own councils, which are *dewan*.
 */
export type StyleScope = 'general' | 'crowdfunding' | 'leadership';

export type AvoidedTerm = {
  /** The words to avoid, as written in the glossary's Avoid column (lower case). */
  readonly term: string;
  /** What to write instead. */
  readonly use: string;
  /** Only in texts of this scope (every text when absent). */
  readonly scope?: StyleScope;
  /** Not in texts of this scope. */
  readonly except?: StyleScope;
};

/**
 * Names and phrases that contain an avoided word but are right: the legal name, the spec's
 * leadership bodies, the board of commissioners and the legal form. They are blanked out before
 * the avoided terms are looked for.
 */
export const KEPT_PHRASES: readonly string[] = [
  'Yayasan Jejaring CEO Nusantara',
  'yayasan nirlaba',
  'dewan komisaris',
  'Dewan Pembina',
  'Dewan Pengawas',
  'Dewan Pakar',
];

/** What the organisation and its parts are called instead. */
const ORGANISATION = 'Nusantara CEO Network, NCN, organisasi ini or kami';
const PROVINCIAL = 'Pengurus Provinsi';
const INTERNATIONAL = 'Pengurus Internasional';

export const AVOIDED_TERMS: readonly AvoidedTerm[] = [
  // The organisation
  { term: 'jejaring', use: ORGANISATION },
  { term: 'asosiasi', use: ORGANISATION },
  { term: 'perkumpulan', use: ORGANISATION },
  {
    term: 'yayasan',
    use: 'NCN; the legal name Yayasan Jejaring CEO Nusantara where the legal person is meant',
  },
  { term: 'biaya keanggotaan', use: 'iuran' },
  // Boards and leadership
  { term: 'dewan direksi', use: 'direksi' },
  { term: 'kedua dewan', use: 'direksi dan dewan komisaris' },
  { term: 'dua dewan', use: 'direksi dan dewan komisaris; sistem dua tingkat' },
  { term: 'jabatan di dewan', use: 'jabatan di direksi atau dewan komisaris' },
  { term: 'sistem dua dewan', use: 'sistem dua tingkat' },
  { term: 'dewan pusat', use: 'Pengurus Pusat' },
  {
    term: 'dewan',
    use: "direksi, dewan komisaris, or both, named (a company's boards)",
    except: 'leadership',
  },
  { term: 'cabang provinsi', use: PROVINCIAL },
  { term: 'pengurus daerah', use: PROVINCIAL },
  { term: 'pengurus wilayah', use: PROVINCIAL },
  { term: 'cabang internasional', use: INTERNATIONAL },
  { term: 'cabang luar negeri', use: INTERNATIONAL },
  { term: 'perwakilan internasional', use: INTERNATIONAL },
  { term: 'perwakilan luar negeri', use: INTERNATIONAL },
  { term: 'kelompok kerja', use: 'bidang kerja' },
  { term: 'pokja', use: 'bidang kerja' },
  { term: 'ketua bersama', use: 'Ketua Bidang … (each of a field’s chairs is a ketua)' },
  { term: 'periode jabatan', use: 'masa bakti' },
  // Events
  { term: 'roundtable', use: 'diskusi meja bundar' },
  { term: 'biaya delegasi', use: 'biaya peserta' },
  // Applications and codes
  { term: 'aplikasi keanggotaan', use: 'permohonan keanggotaan' },
  { term: 'lamaran', use: 'permohonan' },
  { term: 'anggota referensi', use: 'anggota perujuk' },
  { term: 'kode referensi', use: 'kode rujukan' },
  { term: 'kode referal', use: 'kode rujukan' },
  // Money
  { term: 'crowdfunding', use: 'urun dana' },
  { term: 'donasi', use: 'dana, modal (urun dana)', scope: 'crowdfunding' },
  { term: 'donatur', use: 'pemodal', scope: 'crowdfunding' },
  { term: 'sumbangan', use: 'dana, modal (urun dana)', scope: 'crowdfunding' },
  { term: 'menyumbang', use: 'menanamkan modal, ikut mendanai', scope: 'crowdfunding' },
  { term: 'sekali jalan', use: 'sekali beri, sesaat' },
  // Calques
  { term: 'di mana', use: 'tempat, yang, dengan, or a new sentence (di mana only as a question)' },
  { term: 'navigasi jejak', use: 'Jejak navigasi' },
  { term: 'desa terjangkau', use: 'desa yang dijangkau' },
];

export type StyleIssue = { readonly rule: string; readonly text: string };

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A term as a whole word or phrase, any case, any run of spaces between its words. */
const termPattern = (term: string) =>
  new RegExp(
    // With or without an enclitic: 'dewan komisarisnya' is kept, 'jejaringnya' avoided.
    `(?<![\\p{L}\\p{N}-])${term.split(' ').map(escape).join('\\s+')}(?:nya|ku|mu)?(?![\\p{L}\\p{N}])`,
    'giu',
  );

const KEPT = KEPT_PHRASES.map((phrase) => termPattern(phrase.toLowerCase()));
const AVOIDED = AVOIDED_TERMS.map((entry) => ({ ...entry, pattern: termPattern(entry.term) }));

/** '200+', '34+': a count written with a plus. */
const PLUS_COUNT = /(?<![\d+])\d[\d.,]*\+(?!\d)/gu;
/** '2025-2030', '10-30%', '09.00 - 17.00': a numeric range with a hyphen or a minus. */
const HYPHEN_RANGE = /(?<![\p{L}\p{N}.,/-])\d[\d.,:]*%?\s?[-\u2212]\s?\d/gu;
/** 'Rp' not followed by a no-break space and a digit, as formatIdr writes it. */
const RUPIAH = /(?<![\p{L}\p{N}])Rp(?!\u00a0\d)(?=[\s\d.])/gu;
/** Words that end in a point without ending a sentence: 'Kav. 88', 'No. 5', 'Jl. 17 Agustus'. */
const ABBREVIATIONS = new Set([
  'kav',
  'no',
  'jl',
  'jln',
  'hlm',
  'tbk',
  'lt',
  'pk',
  'dr',
  'prof',
  'st',
  'ir',
  'h',
  'hj',
  'kh',
  'gg',
  'rt',
  'rw',
  'blok',
]);

/** The first characters of each sentence of `text`, after opening quotes and brackets. */
function sentenceStarts(text: string): string[] {
  const starts: string[] = [];
  const boundary = /(^|[.!?…]["”’)]*\s+|\n+)(["“‘(]*)(\S+)/gu;
  for (const match of text.matchAll(boundary)) {
    const before = text.slice(0, match.index);
    if (match[1] && /[.]/.test(match[1])) {
      const lastWord = /([\p{L}]+)\.?["”’)]*\s*$/u.exec(before + match[1])?.[1]?.toLowerCase();
      if (lastWord && ABBREVIATIONS.has(lastWord)) continue;
      // A decimal or a time ('4.2', '09.00') is not a sentence's end.
      if (/\d$/.test(before) && /^\.$/.test(match[1].trim())) continue;
    }
    starts.push(match[3] ?? '');
  }
  return starts;
}

const excerpt = (text: string, index: number, length: number) => {
  const from = Math.max(0, index - 30);
  const to = Math.min(text.length, index + length + 30);
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
};

/** Every rule `text` breaks, each with the words around it. */
export function findStyleIssues(text: string, scope: StyleScope = 'general'): StyleIssue[] {
  const issues: StyleIssue[] = [];
  let checked = text;
  for (const kept of KEPT) checked = checked.replace(kept, (phrase) => ' '.repeat(phrase.length));
  const seen = new Set<number>();
  for (const entry of AVOIDED) {
    if ((entry.scope && entry.scope !== scope) || entry.except === scope) continue;
    for (const match of checked.matchAll(entry.pattern)) {
      // A longer avoided phrase ('kedua dewan') already reported its words ('dewan').
      if (seen.has(match.index + match[0].length)) continue;
      seen.add(match.index + match[0].length);
      issues.push({
        rule: `avoided term '${entry.term}' (write: ${entry.use})`,
        text: excerpt(text, match.index, match[0].length),
      });
    }
  }
  for (const match of text.matchAll(PLUS_COUNT)) {
    issues.push({
      rule: `a count with '+' (write: lebih dari ${match[0].slice(0, -1)})`,
      text: excerpt(text, match.index, match[0].length),
    });
  }
  for (const match of text.matchAll(HYPHEN_RANGE)) {
    issues.push({
      rule: 'a numeric range with a hyphen (write an en dash: 2025–2030)',
      text: excerpt(text, match.index, match[0].length),
    });
  }
  for (const match of text.matchAll(RUPIAH)) {
    issues.push({
      rule: "'Rp' without a no-break space before the amount (write what formatIdr writes)",
      text: excerpt(text, match.index, 8),
    });
  }
  // A label ('34 provinsi', '1 tiket', a date) is not a sentence: the first words count only in a
  // text that ends a sentence somewhere.
  const starts = sentenceStarts(text);
  if (!/[.!?…]["”’)]*(\s|$)/u.test(text)) starts.shift();
  for (const start of starts) {
    if (/^\d/.test(start)) {
      issues.push({
        rule: 'a sentence starting with a numeral (write the number in words, or reorder)',
        text: excerpt(text, text.indexOf(start), start.length),
      });
    }
  }
  return issues;
}

/**
 * Fields that hold identifiers, addresses, dates, the English keys of a fixed list (an event's
 * `type`, `category`) or a company's own name (another foundation may be a 'Yayasan …'), never
 * Indonesian prose.
 */
const NOT_PROSE = new Set([
  'id',
  'slug',
  'type',
  'company',
  'category',
  'categories',
  'image',
  'images',
  'src',
  'href',
  'url',
  'website',
  'linkedin',
  'email',
  'phone',
  'date',
  'publishedAt',
  'endDate',
  'industry',
  'province',
  'status',
  'album',
  'photoId',
  'sourceUrl',
  'donationUrl',
  'accountNumber',
]);

/** Every string of a record or a pane a reader reads as prose, with its path ('agenda[1].session'). */
export function proseStrings(
  value: unknown,
  keys: readonly PropertyKey[] = [],
): { path: string; keys: readonly PropertyKey[]; text: string }[] {
  if (typeof value === 'string') {
    // A figure on its own ('3.000', '2025–2030', '07.30') is a value, not a sentence.
    if (!/\p{L}{2}/u.test(value)) return [];
    const path = keys
      .map((key, index) =>
        typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`,
      )
      .join('');
    return [{ path, keys, text: value }];
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => proseStrings(item, [...keys, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      NOT_PROSE.has(key) ? [] : proseStrings(item, [...keys, key]),
    );
  }
  return [];
}

/**
 * The scope of a content file's Indonesian texts, by its collection: the first folder under
 * data/content ('data/content/crowdfunding/id/kopi.json' → crowdfunding).
 */
function scopeOf(source: Source): StyleScope {
  const collection = source.file.slice(`${CONTENT_FOLDER}/`.length).split('/')[0];
  if (collection === 'crowdfunding') return 'crowdfunding';
  if (collection === 'leadership') return 'leadership';
  return 'general';
}

/**
 * Every rule an Indonesian record or pane of a content file breaks, one line each naming the
 * file, the field, the rule and the words: what the editor's check before a save and
 * `npm run check:content` report.
 */
export function describeStyleIssues(pane: unknown, source: Source): string[] {
  const scope = scopeOf(source);
  return proseStrings(pane).flatMap(({ keys, text }) =>
    findStyleIssues(text, scope).map(
      (issue) => `${describePlace(source, keys)}: ${issue.rule}: “${issue.text}”`,
    ),
  );
}
