/** @jest-environment node */
// Every Indonesian string the site shows — the content files' Indonesian records and panes, the
// interface's messages, the forms' messages and the sample directory profiles — read against the
// glossary (docs/glossary.md) and the typography rules of data/schemas/indonesian-style.ts.
// A failure names the file, the record and the text.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { INDONESIAN } from '@/components/forms/indonesian';
import { getCeos } from '@/data/ceos';
import { indonesianStyleIssues } from '@/data/content-files';
import * as messages from '@/data/messages/id';
import { delivery } from '@/data/messages/id/delivery';
import {
  AVOIDED_TERMS,
  findStyleIssues,
  KEPT_PHRASES,
  proseStrings,
  type StyleScope,
} from '@/data/schemas/indonesian-style';
import { APPLICANT_MESSAGES } from '@/lib/forms/applicant';
import { CONTACT_MESSAGES_ID } from '@/lib/forms/contact-schema';
import { MEMBERSHIP_MESSAGES } from '@/lib/forms/membership-schema';
import { genericNotFound, notFoundSections } from '@/lib/not-found';

/** One string as a reader meets it: where it lives, which record, which field. */
type Text = { file: string; record: string; path: string; text: string; scope: StyleScope };

const CONTENT = 'data/content';

function interfaceTexts(): Text[] {
  const texts: Text[] = [];
  const add = (file: string, record: string, data: unknown, scope: StyleScope = 'general') => {
    for (const { path, text } of proseStrings(data))
      texts.push({ file, record, path, text, scope });
  };
  for (const [name, value] of Object.entries({ ...messages, delivery })) {
    const scope =
      name === 'crowdfunding' ? 'crowdfunding' : name === 'team' ? 'leadership' : 'general';
    add(`data/messages/id/${name}.ts`, name, value, scope);
  }
  add('lib/forms/membership-schema.ts', 'MEMBERSHIP_MESSAGES.id', MEMBERSHIP_MESSAGES.id);
  add('lib/forms/applicant.ts', 'APPLICANT_MESSAGES', APPLICANT_MESSAGES);
  add('lib/forms/contact-schema.ts', 'CONTACT_MESSAGES_ID', CONTACT_MESSAGES_ID);
  add('components/forms/indonesian.tsx', 'INDONESIAN', INDONESIAN);
  add('lib/not-found.ts', 'generic', genericNotFound('id'));
  for (const section of notFoundSections('id')) {
    add('lib/not-found.ts', section.id, {
      title: section.title,
      message: section.message,
      backLabel: section.backLabel,
    });
  }
  // The directory's sample profiles are written by data/ceo-sample.ts, not by a content file.
  const written = new Set(
    readdirSync(join(CONTENT, 'ceos', 'id')).map((name) => name.replace(/\.json$/, '')),
  );
  for (const ceo of getCeos('id')) {
    if (!written.has(ceo.slug)) add('data/ceo-sample.ts', ceo.slug, ceo);
  }
  return texts;
}

const report = (texts: Text[]) =>
  texts.flatMap(({ file, record, path, text, scope }) =>
    findStyleIssues(text, scope).map(
      (issue) => `${file} › ${record} › ${path}: ${issue.rule}: “${issue.text}”`,
    ),
  );

describe('the Indonesian edition against the glossary and its typography', () => {
  it('has no avoided term and no typography slip in the content', () => {
    expect(indonesianStyleIssues()).toEqual([]);
  });

  it('reads every Indonesian record and pane of the content, and only those', () => {
    const root = mkdtempSync(join(tmpdir(), 'indonesian-style-'));
    const write = (name: string, data: unknown) => {
      mkdirSync(dirname(join(root, CONTENT, name)), { recursive: true });
      writeFileSync(join(root, CONTENT, name), JSON.stringify(data));
    };
    write('events/en/summit.json', { title: 'The network, 200+ leaders' });
    write('events/id/summit.json', { slug: 'a-b-2025-2030', title: 'Pertemuan jejaring' });
    write('crowdfunding/id/kopi.json', { description: 'Donasi untuk kebun kopi.' });
    write('pages/about.json', { en: { intro: '200+' }, id: { intro: 'Berdiri 2016-2026.' } });
    write('leadership/international.json', { chapters: [{ country: 'Kanada', ketua: 'Dewan' }] });
    const previous = process.env.CONTENT_ROOT;
    process.env.CONTENT_ROOT = root;
    try {
      expect(indonesianStyleIssues()).toEqual([
        expect.stringMatching(
          /^data\/content\/crowdfunding\/id\/kopi\.json: description: avoided term 'donasi'/,
        ),
        expect.stringMatching(
          /^data\/content\/events\/id\/summit\.json: title: avoided term 'jejaring'/,
        ),
        expect.stringMatching(
          /^data\/content\/pages\/about\.json: id\.intro: a numeric range with a hyphen/,
        ),
      ]);
    } finally {
      if (previous === undefined) delete process.env.CONTENT_ROOT;
      else process.env.CONTENT_ROOT = previous;
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('reads the whole interface', () => {
    expect(interfaceTexts().length).toBeGreaterThan(400);
  });

  it('has no avoided term and no typography slip in the interface', () => {
    expect(report(interfaceTexts())).toEqual([]);
  });

  it('lists in docs/glossary.md every term the check avoids and every phrase it keeps', () => {
    const glossary = readFileSync('docs/glossary.md', 'utf8').toLowerCase();
    const missing = [
      ...AVOIDED_TERMS.map((entry) => entry.term),
      ...KEPT_PHRASES.map((phrase) => phrase.toLowerCase()),
    ].filter((term) => !glossary.includes(term));
    expect(missing).toEqual([]);
  });
});

describe('findStyleIssues', () => {
  const rules = (text: string, scope?: StyleScope) =>
    findStyleIssues(text, scope).map((i) => i.rule);

  it('finds an avoided term in any case, as a whole word only', () => {
    expect(rules('Program Jejaring ini')).toEqual([expect.stringContaining("'jejaring'")]);
    expect(rules('menjejaringkan')).toEqual([]);
    expect(rules('anggota jejaringnya')).toEqual([expect.stringContaining("'jejaring'")]);
    expect(rules('menilai dewan komisarisnya sendiri')).toEqual([]);
  });

  it('keeps the legal name, the leadership bodies and the board of commissioners', () => {
    expect(rules('Yayasan Jejaring CEO Nusantara, sebuah yayasan nirlaba')).toEqual([]);
    expect(rules('Dewan Pembina, Dewan Pengawas, Dewan Pakar dan dewan komisaris')).toEqual([]);
    expect(rules('rekening yayasan')).toEqual([expect.stringContaining("'yayasan'")]);
  });

  it('reports a board phrase once, by its longest avoided form', () => {
    expect(rules('antara kedua dewan')).toEqual([expect.stringContaining("'kedua dewan'")]);
  });

  it('avoids gift words only in crowdfunding texts', () => {
    expect(rules('donasi untuk beasiswa')).toEqual([]);
    expect(rules('donasi untuk proyek', 'crowdfunding')).toEqual([
      expect.stringContaining("'donasi'"),
    ]);
  });

  it("finds '200+', a hyphenated range and a breaking space after Rp", () => {
    expect(rules('lebih dari 200+ profil')).toEqual([expect.stringContaining("'+'")]);
    expect(rules('masa bakti 2025-2030')).toEqual([expect.stringContaining('hyphen')]);
    expect(rules('masa bakti 2025–2030, pukul 09.00–17.00')).toEqual([]);
    expect(rules('senilai Rp 4,2 triliun')).toEqual([expect.stringContaining('Rp')]);
    expect(rules('senilai Rp4,2 triliun')).toEqual([expect.stringContaining('Rp')]);
    expect(rules('senilai Rp\u00a04,2 triliun')).toEqual([]);
    expect(rules('telepon +62 21 5550 2016, ke-2.500, 1970-an')).toEqual([]);
  });

  it('finds a sentence that starts with a numeral, not an abbreviation or a decimal', () => {
    expect(rules('34 pengurus provinsi hadir.')).toEqual([expect.stringContaining('numeral')]);
    expect(rules('Semua hadir. 12 orang pulang.')).toEqual([expect.stringContaining('numeral')]);
    expect(rules('“12 orang hadir,” katanya.')).toEqual([expect.stringContaining('numeral')]);
    expect(rules('Jl. Jenderal Sudirman Kav. 88, pukul 09.00. Dua belas orang hadir.')).toEqual([]);
    expect(rules('34 provinsi')).toEqual([]);
  });

  it("keeps a company's board out of 'dewan', except where the leadership's councils are meant", () => {
    expect(rules('Dewan yang tangguh')).toEqual([expect.stringContaining("'dewan'")]);
    expect(rules('Buka salah satu dewan', 'leadership')).toEqual([]);
  });
});
