/** @jest-environment node */
import {
  getCrowdfundingProjectBySlug,
  getCrowdfundingProjects,
  getCrowdfundingProjectSlugs,
} from '@/data/crowdfunding';
import { getRelatedCrowdfundingProjects } from '@/lib/related';
import {
  FUNDING_CATEGORIES,
  FundingBreakdownSchema,
  CrowdfundingProjectListSchema,
} from '@/data/schemas/crowdfunding';
import { SLUG_PATTERN } from '@/data/schemas/helpers';

/** The records as the content files give them, through their loader. */
const CROWDFUNDING_CONTENT = getCrowdfundingProjects();

const projects = getCrowdfundingProjects();

describe('the crowdfunding projects', () => {
  it('parses its content', () => {
    expect(CrowdfundingProjectListSchema.safeParse(CROWDFUNDING_CONTENT).success).toBe(true);
  });

  it('has the spec’s five projects', () => {
    expect(projects).toHaveLength(5);
  });

  it('sets every target between 350M and 750M IDR', () => {
    for (const project of projects) {
      expect(project.targetFunding).toBeGreaterThanOrEqual(350_000_000);
      expect(project.targetFunding).toBeLessThanOrEqual(750_000_000);
    }
  });

  it('has raised something towards every target, never more than it', () => {
    for (const project of projects) {
      expect(project.raisedFunding).toBeGreaterThan(0);
      expect(project.raisedFunding).toBeLessThanOrEqual(project.targetFunding);
    }
  });

  it('shows projects at different stages of funding', () => {
    const percents = projects.map((p) => Math.round((p.raisedFunding / p.targetFunding) * 100));
    expect(Math.min(...percents)).toBeLessThan(40);
    expect(Math.max(...percents)).toBeGreaterThan(90);
  });

  it('splits every budget into shares that add up to 100%', () => {
    for (const { fundingBreakdown } of projects) {
      const total = FUNDING_CATEGORIES.reduce((sum, key) => sum + fundingBreakdown[key], 0);
      expect(total).toBe(100);
    }
  });

  it('explains every share of the budget, names a founder, the ROI and the risks', () => {
    for (const project of projects) {
      for (const key of FUNDING_CATEGORIES) expect(project.fundUsePlan[key]).not.toBe('');
      expect(project.founder.name).not.toBe('');
      expect(project.projectedROI).not.toBe('');
      expect(project.risks.length).toBeGreaterThan(0);
      expect(project.daysLeft).toBeGreaterThanOrEqual(0);
    }
  });

  it('has unique, URL-safe slugs', () => {
    const slugs = getCrowdfundingProjectSlugs();
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe('getCrowdfundingProjectBySlug', () => {
  it('finds a project by its slug', () => {
    const first = projects[0]!;
    expect(getCrowdfundingProjectBySlug(first.slug)).toBe(first);
  });

  it('returns undefined for an unknown slug (Project Not Found)', () => {
    expect(getCrowdfundingProjectBySlug('no-such-project')).toBeUndefined();
  });
});

describe('getRelatedCrowdfundingProjects', () => {
  it.each(projects.map((project) => [project.slug]))(
    'suggests the first three others for %s',
    (slug) => {
      const related = getRelatedCrowdfundingProjects(slug);
      expect(related).toEqual(projects.filter((project) => project.slug !== slug).slice(0, 3));
    },
  );
});

describe('the funding breakdown schema', () => {
  it.each([
    ['adds up to 90%', { production: 50, marketing: 20, operations: 10, reserve: 10 }],
    ['adds up to 110%', { production: 60, marketing: 20, operations: 20, reserve: 10 }],
    ['has a negative share', { production: 110, marketing: -10, operations: 0, reserve: 0 }],
    ['has a fractional share', { production: 50.5, marketing: 19.5, operations: 20, reserve: 10 }],
  ])('rejects a breakdown that %s', (_, breakdown) => {
    expect(FundingBreakdownSchema.safeParse(breakdown).success).toBe(false);
  });

  it('accepts a breakdown that adds up to 100%', () => {
    const breakdown = { production: 55, marketing: 15, operations: 20, reserve: 10 };
    expect(FundingBreakdownSchema.safeParse(breakdown).success).toBe(true);
  });
});

describe('the project schema', () => {
  const valid = CROWDFUNDING_CONTENT[0]!;

  it.each([
    ['a target below 350M', { targetFunding: 300_000_000, raisedFunding: 1_000_000 }],
    ['a target above 750M', { targetFunding: 800_000_000 }],
    ['more raised than its target', { raisedFunding: valid.targetFunding + 1 }],
    ['negative days left', { daysLeft: -1 }],
  ])('rejects a project with %s', (_, change) => {
    expect(CrowdfundingProjectListSchema.safeParse([{ ...valid, ...change }]).success).toBe(false);
  });
});
