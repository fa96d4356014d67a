/** @jest-environment node */
import { getCrowdfundingProjectBySlug, getCrowdfundingProjects } from '@/data/crowdfunding';
import { getRelatedCrowdfundingProjects } from '@/lib/related';
import type { CrowdfundingProject } from '@/data/schemas/crowdfunding';

const english = getCrowdfundingProjects('en');
const indonesian = getCrowdfundingProjects('id');

/** Every string a reader reads in a project, in order. */
const prose = (p: CrowdfundingProject) => [
  p.description,
  ...p.businessDescription,
  p.founder.role,
  p.founder.bio,
  ...p.team.map((member) => member.role),
  ...Object.values(p.fundUsePlan),
  p.projectedROI,
  ...p.risks,
];

describe('the crowdfunding projects in Indonesian', () => {
  it('are English by default', () => {
    expect(getCrowdfundingProjects()).toBe(english);
  });

  it('have the same facts: figures, places, industries, people and images', () => {
    const facts = (p: CrowdfundingProject) => [
      p.id,
      p.slug,
      p.location,
      p.industry,
      p.targetFunding,
      p.raisedFunding,
      p.daysLeft,
      p.fundingBreakdown,
      p.founder.name,
      p.team.map((member) => member.name),
      p.image,
    ];
    expect(indonesian.map(facts)).toEqual(english.map(facts));
  });

  it('translate every text, keeping each venture’s brand name', () => {
    indonesian.forEach((project, i) => {
      const source = english[i]!;
      const brand = source.name.split(':')[0]!;
      expect(project.name).not.toBe(source.name);
      expect(project.name.startsWith(`${brand}:`)).toBe(true);
      const original = prose(source);
      prose(project).forEach((text, j) => expect(text).not.toBe(original[j]));
      expect(project.projectedROI.match(/\d+–\d+%/)?.[0]).toBe(
        source.projectedROI.match(/^\d+–\d+%/)?.[0],
      );
    });
  });

  it('are looked up and related in the edition asked for', () => {
    const slug = english[0]!.slug;
    expect(getCrowdfundingProjectBySlug(slug, 'id')?.name).toBe(indonesian[0]!.name);
    expect(getCrowdfundingProjectBySlug(slug)).toBe(english[0]);
    expect(getRelatedCrowdfundingProjects(slug, 'id').map((p) => p.name)).toEqual(
      indonesian.slice(1, 4).map((p) => p.name),
    );
  });
});
