/** @jest-environment node */
// The facts the two editions tell about the organisation agree with the site settings and with each
// other: how old it is in a dated record, its anniversaries, how many founded it, how many members,
// provincial and international boards and working fields it has. Each claim is read out of the
// text (English and Indonesian words for numbers included) and checked against the founding year
// and counts in data/content/settings/site.json and the leadership data.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getCentralLeadership } from '@/data/central-leadership';
import { getInternationalBoards } from '@/data/international-boards';
import * as englishMessages from '@/data/messages/en';
import * as indonesianMessages from '@/data/messages/id';
import { getProvincialBoards } from '@/data/provincial-boards';
import { proseStrings } from '@/data/schemas/indonesian-style';
import { SITE } from '@/data/site';

type Edition = 'en' | 'id';
/** One text with where it comes from and the year it speaks from (a record's date), if any. */
type Text = { where: string; edition: Edition; year?: number; text: string };

const UNITS_EN = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS_EN = ['', '', 'twenty', 'thirty', 'forty'];
const ORDINALS_EN: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  twentieth: 20,
};
const UNITS_ID = [
  'nol',
  'satu',
  'dua',
  'tiga',
  'empat',
  'lima',
  'enam',
  'tujuh',
  'delapan',
  'sembilan',
];

/** 'twelve', 'thirty-four', 'dua belas', 'tiga puluh empat', '34', '3,000', '3.000' → the number. */
function numberFrom(words: string, edition: Edition): number | undefined {
  const word = words.toLowerCase().trim();
  if (/^\d[\d.,]*$/.test(word)) return Number(word.replace(/[.,](?=\d{3}\b)/g, ''));
  if (edition === 'en') {
    const unit = UNITS_EN.indexOf(word);
    if (unit >= 0) return unit;
    const [tens, ones] = word.split('-');
    const ten = TENS_EN.indexOf(tens ?? '');
    if (ten >= 2) return ten * 10 + (ones ? UNITS_EN.indexOf(ones) : 0);
    return undefined;
  }
  const spelled = word.replace(/^ke(?=\S)/, '').replace(/^se(puluh|belas)/, 'satu $1');
  const parts = spelled.split(/\s+/);
  let total = 0;
  for (let index = 0; index < parts.length; index += 1) {
    const unit = UNITS_ID.indexOf(parts[index]!);
    const next = parts[index + 1];
    if (parts[index] === 'satu' && next === undefined) total += 1;
    else if (unit >= 0 && (next === 'puluh' || next === 'belas')) {
      total += next === 'puluh' ? unit * 10 : unit + 10;
      index += 1;
    } else if (unit >= 0) total += unit;
    else if (parts[index] === 'pertama') total += 1;
    else return undefined;
  }
  return total;
}

const ordinalFrom = (word: string, edition: Edition) =>
  edition === 'en' ? ORDINALS_EN[word.toLowerCase()] : numberFrom(word, 'id');

/** A record's or a pane's prose, as the style check reads it. */
const proseOf = (value: unknown) => proseStrings(value).map(({ text }) => text);

/** The content the site is built from (CONTENT_ROOT: another copy, as data/content-files reads it). */
const CONTENT = join(process.env.CONTENT_ROOT ?? '.', 'data/content');

/** Every text of both editions: dated records with their year, pages and messages without one. */
function allTexts(): Text[] {
  const texts: Text[] = [];
  for (const collection of readdirSync(CONTENT)) {
    for (const edition of ['en', 'id'] as const) {
      const folder = join(CONTENT, collection, edition);
      let names: string[];
      try {
        names = readdirSync(folder).filter((name) => name.endsWith('.json'));
      } catch {
        continue;
      }
      for (const name of names) {
        const record = JSON.parse(readFileSync(join(folder, name), 'utf8')) as Record<
          string,
          unknown
        >;
        const date = (record.publishedAt ?? record.date) as string | undefined;
        const year = date ? Number(date.slice(0, 4)) : undefined;
        for (const text of proseOf(record))
          texts.push({ where: join(folder, name), edition, year, text });
      }
    }
  }
  for (const folder of ['pages', 'leadership', 'settings']) {
    for (const name of readdirSync(join(CONTENT, folder))) {
      const file = JSON.parse(readFileSync(join(CONTENT, folder, name), 'utf8')) as Record<
        Edition,
        unknown
      >;
      for (const edition of ['en', 'id'] as const) {
        for (const text of proseOf(file[edition]))
          texts.push({ where: `${join(CONTENT, folder, name)} (${edition})`, edition, text });
      }
    }
  }
  for (const [edition, messages] of [
    ['en', englishMessages],
    ['id', indonesianMessages],
  ] as const) {
    for (const [name, value] of Object.entries(messages)) {
      for (const text of proseOf(value))
        texts.push({ where: `data/messages/${edition}/${name}.ts`, edition, text });
    }
  }
  return texts;
}

const TEXTS = allTexts();
const founded = SITE.foundedYear;
/** The About page's history: how many met at the first table. */
const FOUNDERS = 12;

type Claim = { where: string; text: string; said: number; expected: number };

/** Each pattern's first group is the number; `expected` says what it must be for that text. */
function claims(
  edition: Edition,
  pattern: RegExp,
  expected: (text: Text, match: RegExpMatchArray) => number | undefined,
  read: (words: string) => number | undefined = (words) => numberFrom(words, edition),
): Claim[] {
  return TEXTS.filter((text) => text.edition === edition).flatMap((text) =>
    [...text.text.matchAll(pattern)].flatMap((match) => {
      const want = expected(text, match);
      if (want === undefined) return [];
      return [{ where: text.where, text: match[0], said: read(match[1]!) ?? NaN, expected: want }];
    }),
  );
}

const wrong = (found: Claim[]) => found.filter((claim) => claim.said !== claim.expected);
const sinceFounding = (text: Text) => (text.year === undefined ? undefined : text.year - founded);

describe('the founding year in the site settings', () => {
  it('is 2016, as the spec says', () => {
    expect(founded).toBe(2016);
  });

  it('is the year every text gives for the founding and the first meetings', () => {
    const found = [
      ...claims('en', /\bfounded as an informal circle [^.]*? in (20\d\d)\b/g, () => founded),
      ...claims(
        'en',
        /\b(?:community began in|table of \w+ directors in|leaders since|Founding charter,) (20\d\d)\b/g,
        () => founded,
      ),
      ...claims('en', /^Since (20\d\d)$/g, () => founded),
      ...claims(
        'id',
        /\bdidirikan sebagai (?:lingkaran|wadah) informal [^.]*? (20\d\d)\b/g,
        () => founded,
      ),
      ...claims(
        'id',
        /\b(?:berawal pada|direktur pada|Piagam pendirian,) (20\d\d)\b/g,
        () => founded,
      ),
      ...claims('id', /^Sejak (20\d\d)$/g, () => founded),
    ];
    expect(found.length).toBeGreaterThanOrEqual(8);
    expect(wrong(found)).toEqual([]);
  });
});

describe('ages and anniversaries, from the founding year and each record’s date', () => {
  it('says how many years after the founding a dated record was written', () => {
    const found = [
      ...claims('en', /\b([\w-]+) years after it was founded\b/g, sinceFounding),
      ...claims('id', /\b(\w+(?: (?:puluh|belas))?) tahun setelah didirikan\b/g, sinceFounding),
      ...claims('en', /\b(\w+) years ago \w+ of us\b/gi, sinceFounding),
      ...claims('id', /\b(\w+(?: (?:puluh|belas))?) tahun lalu, kami\b/gi, sinceFounding),
      ...claims('en', /\b([\w-]+) years of the Nusantara CEO Network\b/gi, sinceFounding),
      ...claims(
        'id',
        /\b(\w+(?: (?:puluh|belas))?) tahun Nusantara CEO Network\b/gi,
        sinceFounding,
      ),
    ];
    expect(found.length).toBeGreaterThanOrEqual(4);
    expect(wrong(found)).toEqual([]);
  });

  it('numbers an anniversary by the year it falls in', () => {
    // 'The 2027 edition, the first since the tenth anniversary': the tenth fell the year before.
    const anniversaryYear = (text: Text, match: RegExpMatchArray) => {
      const sentence = match.input!.slice(Math.max(0, match.index! - 120), match.index);
      const named = /\b(20\d\d)\b[^.]*$/.exec(sentence)?.[1];
      const year = named ? Number(named) : text.year;
      if (year === undefined) return undefined;
      return /first since|pertama setelah/i.test(sentence) ? year - 1 - founded : year - founded;
    };
    const found = [
      ...claims('en', /\b(\w+) anniversary\b/gi, anniversaryYear, (word) =>
        ordinalFrom(word, 'en'),
      ),
      ...claims('id', /\bulang tahun (\w+)/gi, anniversaryYear, (word) => ordinalFrom(word, 'id')),
    ];
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(wrong(found)).toEqual([]);
  });

  it('names the decade a dated record falls in', () => {
    const decade = (text: Text) =>
      text.year === undefined ? undefined : Math.floor((text.year - founded) / 10) + 1;
    const found = [
      ...claims('en', /\bNetwork’s (\w+) decade\b/g, decade, (word) => ordinalFrom(word, 'en')),
      ...claims('id', /\b[Dd]ekade (\w+) Nusantara CEO Network\b/g, decade, (word) =>
        ordinalFrom(word, 'id'),
      ),
    ];
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(wrong(found)).toEqual([]);
  });

  it('counts the years of the community programmes from the year they began', () => {
    const began = (text: Text) => {
      const record = TEXTS.filter((other) => other.where === text.where)
        .map((other) => other.text)
        .join(' ');
      const start = /\b(?:Since|Sejak) (20\d\d)\b/.exec(record)?.[1];
      return start && text.year ? text.year - Number(start) : undefined;
    };
    const found = [
      ...claims('en', /\b(\w+) years of the network’s community programmes\b/gi, began),
      ...claims('id', /\b(\w+(?: (?:puluh|belas))?) tahun program kemasyarakatan\b/gi, began),
    ];
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(wrong(found)).toEqual([]);
  });
});

describe('the founding story, the members and the boards', () => {
  it('gives the same number of founders everywhere: the About page’s twelve', () => {
    const found = [
      ...claims(
        'en',
        /\b(\w+) (?:company )?directors (?:in Jakarta started|in 2016)\b/g,
        () => FOUNDERS,
      ),
      ...claims('en', /\ba table of (\w+)\b/gi, () => FOUNDERS),
      ...claims('en', /\b(\w+) of us met\b/g, () => FOUNDERS),
      ...claims(
        'id',
        /\b(\w+(?: belas| puluh)?) (?:orang|direktur) (?:perusahaan di Jakarta|pada 2016)\b/g,
        () => FOUNDERS,
      ),
      ...claims('id', /\bBerawal dari (\w+(?: belas| puluh)?) orang\b/g, () => FOUNDERS),
      ...claims('id', /\bkami ber(\w+(?: belas| puluh)?)\b/g, () => FOUNDERS),
      // Words after 'kami ber-' that are verbs, not numbers, are not claims.
    ].filter((claim) => !Number.isNaN(claim.said));
    expect(found.length).toBeGreaterThanOrEqual(5);
    expect(wrong(found)).toEqual([]);
    // 'A few dozen' or 'beberapa puluh' founders would contradict the history.
    const vague = TEXTS.filter((text) =>
      /\b(few|several) dozen\b|\bbeberapa puluh\b|\bpuluhan orang\b/i.test(text.text),
    );
    expect(vague.map((text) => text.where)).toEqual([]);
  });

  it('never counts more members than the settings’ figure', () => {
    const found = [
      ...claims('en', /\b(\d[\d,]*)(?:th)? (?:members|member|leaders)\b/g, () => SITE.memberCount),
      ...claims('id', /\b(?:ke-)?(\d[\d.]*) (?:anggota|pemimpin)\b/g, () => SITE.memberCount),
      ...claims('id', /\banggota(?:nya)? yang ke-(\d[\d.]*)/g, () => SITE.memberCount),
    ].filter((claim) => claim.said >= 100);
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.filter((claim) => claim.said > claim.expected)).toEqual([]);
  });

  it('counts the provincial boards, international boards and working fields the data holds', () => {
    const provinces = getProvincialBoards().length;
    const abroad = getInternationalBoards().length;
    const fields = getCentralLeadership('en').workingFields.length;
    const found = [
      ...claims('en', /\b([\w-]+) provincial (?:boards|chapters)\b/g, () => provinces),
      ...claims('en', /(?:^|\bin (?:all )?)(\d+) provinces\b/g, () => provinces),
      ...claims('en', /\b([\w-]+) international boards\b/g, () => abroad),
      ...claims('en', /\b([\w-]+) working fields\b/g, () => fields),
      ...claims(
        'id',
        /\b(?:ke-)?(\d+|\w+(?: puluh \w+)?) (?:pengurus|cabang) provinsi\b/gi,
        () => provinces,
      ),
      ...claims('id', /(?:^|\bdi )(\d+) provinsi\b/g, () => provinces),
      ...claims('id', /\b(\d+|\w+) pengurus internasional\b/gi, () => abroad),
      ...claims('id', /\b(\d+|\w+(?: puluh \w+)?) bidang kerja\b/gi, () => fields),
    ]
      // A company's own footprint ('a network in 22 provinces') is the company's, not the boards'.
      .filter((claim) => !Number.isNaN(claim.said) && !claim.where.includes('/ceos/'));
    expect(found.length).toBeGreaterThanOrEqual(8);
    expect(wrong(found)).toEqual([]);
  });
});

describe('CEO profiles and the working fields', () => {
  const fields = getCentralLeadership('en').workingFields;
  const profiles = (['en', 'id'] as const).flatMap((edition) =>
    readdirSync(join(CONTENT, 'ceos', edition)).map((name) => {
      const file = join(CONTENT, 'ceos', edition, name);
      const profile = JSON.parse(readFileSync(file, 'utf8')) as { name: string };
      return { file, edition, name: profile.name, texts: proseOf(profile) };
    }),
  );

  it('name a working field the central board has, with the person among its chairs or members', () => {
    const claims = profiles.flatMap(({ file, edition, name, texts }) =>
      texts.flatMap((text) => {
        const mentions =
          edition === 'en'
            ? [
                ...text.matchAll(
                  /\b(co-chairs?|chairs?|member|sits on|serves on|contributes to)\b[^.]*?working group/gi,
                ),
              ]
            : [
                ...text.matchAll(
                  /\b(Ketua|ketua|memimpin|anggota|duduk|aktif)\b[^.]*?\b(Bidang [^,.]+?)(?= NCN|,|\.|$)/g,
                ),
              ];
        return mentions.map((match) => {
          const chair = /chair|ketua|memimpin/i.test(match[1]!);
          const field = edition === 'id' ? fields.find((f) => f.name === match[2]) : undefined;
          const among = (edition === 'id' ? (field ? [field] : []) : fields).some((f) =>
            (chair ? f.ketua : [...f.ketua, ...f.anggota]).includes(name),
          );
          return {
            file,
            text: match[0],
            chair,
            field: edition === 'id' ? (field?.name ?? 'unknown') : '*',
            among,
          };
        });
      }),
    );
    expect(claims.length).toBeGreaterThanOrEqual(14);
    expect(claims.filter((claim) => !claim.among)).toEqual([]);
  });
});

describe('past events', () => {
  type EventRecord = { status: string; capacity: number; registeredCount: number };
  const past = (['en', 'id'] as const).flatMap((edition) =>
    readdirSync(join(CONTENT, 'events', edition)).flatMap((name) => {
      const file = join(CONTENT, 'events', edition, name);
      const event = JSON.parse(readFileSync(file, 'utf8')) as EventRecord;
      if (event.status !== 'past') return [];
      return [{ file, edition, event, prose: proseOf(event).join('\n') }];
    }),
  );

  it('say as many came as registered, in both editions', () => {
    const said = past.flatMap(({ file, edition, event, prose }) => {
      const pattern =
        edition === 'en'
          ? /\b(?:brought together|helped|gathered|welcomed) (\d+)\b/g
          : /\b(?:mempertemukan|membantu|menghimpun|menyambut) (\d+)\b/g;
      return [...prose.matchAll(pattern)].map((match) => ({
        file,
        text: match[0],
        said: Number(match[1]),
        expected: event.registeredCount,
      }));
    });
    expect(said.length).toBeGreaterThanOrEqual(4);
    expect(said.filter((claim) => claim.said !== claim.expected)).toEqual([]);
  });

  it('never give the capacity as the head count when fewer registered', () => {
    const full = past.filter(
      ({ event, prose }) =>
        event.registeredCount !== event.capacity &&
        new RegExp(`(?<![\\d.,])${event.capacity}(?![\\d.,]\\d)`).test(prose),
    );
    expect(full.map(({ file }) => file)).toEqual([]);
  });
});

describe('event discounts', () => {
  it('state the fee they discount and the membership tiers’ range, never one flat rate', () => {
    const flat = /(?<!(?:to|hingga) )\b\d+ ?% (?:discount|off)\b|\bpotongan \d+ ?%(?! hingga)/i;
    const discounts = TEXTS.filter((text) => flat.test(text.text));
    expect(discounts.map((text) => `${text.where}: ${text.text}`)).toEqual([]);
    const ranges = TEXTS.filter(
      (text) => /10% (?:to|hingga) 30%/.test(text.text) && /Rp\u00a0\d/.test(text.text),
    );
    expect(ranges.length).toBeGreaterThanOrEqual(4);
  });
});

describe('numberFrom', () => {
  it('reads numbers written in words in both languages', () => {
    expect(numberFrom('twelve', 'en')).toBe(12);
    expect(numberFrom('thirty-four', 'en')).toBe(34);
    expect(numberFrom('dua belas', 'id')).toBe(12);
    expect(numberFrom('tiga puluh empat', 'id')).toBe(34);
    expect(numberFrom('sepuluh', 'id')).toBe(10);
    expect(numberFrom('kesepuluh', 'id')).toBe(10);
    expect(numberFrom('sebelas', 'id')).toBe(11);
    expect(numberFrom('3.000', 'id')).toBe(3000);
    expect(numberFrom('3,000', 'en')).toBe(3000);
  });
});
