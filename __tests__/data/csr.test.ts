/** @jest-environment node */
import { getCsrPage, getCsrPrograms } from '@/data/csr';
import { CsrPageSchema, CsrProgramListSchema } from '@/data/schemas/csr';
import { CSR_PROGRAM_TITLES } from '@/data/options';
import { CSR_IMPACT_STATS } from '@/lib/constants';
import { formatMessage } from '@/lib/i18n/format';
import { getMessages } from '@/data/messages';

describe('the CSR programmes', () => {
  const programs = getCsrPrograms();

  it('parse', () => {
    expect(CsrProgramListSchema.safeParse(programs).success).toBe(true);
  });

  it('are the spec’s five programmes, in order', () => {
    expect(programs.map((program) => program.title)).toEqual([...CSR_PROGRAM_TITLES]);
  });

  it('each have a description and highlights', () => {
    for (const program of programs) {
      expect(program.description).not.toBe('');
      expect(program.highlights.length).toBeGreaterThan(0);
    }
  });

  it('report the spec’s impact figures', () => {
    expect(
      CSR_IMPACT_STATS.map((stat) =>
        formatMessage(getMessages('en').csr.impactFigure.number, { count: stat.atLeast }),
      ),
    ).toEqual(['2000+', '50+', '100+']);
    expect(CSR_IMPACT_STATS.map((stat) => getMessages('en').csr.impact[stat.key])).toEqual([
      'Scholarship recipients',
      'Villages reached',
      'Social actions',
    ]);
  });

  it('reject a programme that is not one of the five', () => {
    const broken = programs.map((program, index) =>
      index === 0 ? { ...program, title: 'Sports' } : program,
    );
    expect(CsrProgramListSchema.safeParse(broken).success).toBe(false);
  });
});

describe('the CSR page content', () => {
  const page = getCsrPage();

  it('explains how donating works, step by step, and how funds are reported', () => {
    expect(page.steps.length).toBeGreaterThanOrEqual(3);
    expect(page.transparency.length).toBeGreaterThanOrEqual(3);
    expect(new Set(page.steps.map((step) => step.title)).size).toBe(page.steps.length);
  });

  it('rejects a step without text', () => {
    const broken = { ...page, steps: [...page.steps, { title: 'Pay', text: '' }] };
    expect(CsrPageSchema.safeParse(broken).success).toBe(false);
  });

  it('rejects a page with fewer than three transparency notes', () => {
    expect(CsrPageSchema.safeParse({ ...page, transparency: [] }).success).toBe(false);
  });
});
