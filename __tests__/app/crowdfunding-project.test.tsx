import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProjectPage, {
  generateMetadata,
  generateStaticParams,
} from '@/app/(site)/crowdfunding/[slug]/page';
import ProjectNotFound from '@/app/(site)/crowdfunding/[slug]/not-found';
import { getCrowdfundingProjects } from '@/data/crowdfunding';
import { SITE } from '@/data/site';
import { fundingPercent, formatDaysLeft } from '@/lib/crowdfunding';
import { formatIdr } from '@/lib/currency';
import { getNotFoundSection, matchNotFoundSection, NOT_FOUND_SECTIONS } from '@/lib/not-found';
import { axe } from '../support/axe';

jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const projects = getCrowdfundingProjects();
const TABS = ['Business Description', 'Founder Team', 'Fund Use Plan', 'Projections and Risks'];

const renderProject = async (slug: string) =>
  render(await ProjectPage({ params: Promise.resolve({ slug }) }));

describe('a crowdfunding project page', () => {
  it('is exported for every project', () => {
    expect(generateStaticParams()).toEqual(projects.map((p) => ({ slug: p.slug })));
  });

  it('shows the name, place, funding progress in rupiah and the days left', async () => {
    const project = projects[0]!;
    await renderProject(project.slug);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(project.name);
    expect(screen.getByText(project.location)).toBeInTheDocument();
    const percent = fundingPercent(project);
    const bar = screen.getByRole('progressbar', { name: 'Funding progress' });
    expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    expect(bar).toHaveAttribute(
      'aria-valuetext',
      `${formatIdr(project.raisedFunding)} raised of ${formatIdr(project.targetFunding)} (${percent}% Complete)`,
    );
    expect(bar.parentElement!.textContent).toContain(
      `${formatIdr(project.raisedFunding)}raised of ${formatIdr(project.targetFunding)}`,
    );
    expect(screen.getByText(`${percent}% Complete`)).toBeInTheDocument();
    expect(screen.getByText(formatDaysLeft(project.daysLeft))).toBeInTheDocument();
  });

  it('has a breadcrumb, a way back to the projects and a donate button to the platform', async () => {
    const project = projects[1]!;
    await renderProject(project.slug);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Crowdfunding', project.name]);
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute(
      'href',
      '/crowdfunding',
    );
    const donate = screen.getByRole('link', { name: 'Donate Now (opens in a new tab)' });
    expect(donate).toHaveAttribute('href', SITE.donationUrl);
    expect(donate).toHaveAttribute('target', '_blank');
    expect(donate).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens on the business description, with every other tab’s content in the page', async () => {
    const project = projects[2]!;
    await renderProject(project.slug);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(TABS);
    expect(screen.getByRole('tab', { name: 'Business Description' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const description = screen.getByRole('tabpanel', { name: 'Business Description' });
    expect(description).toHaveTextContent(project.businessDescription[0]!);
    // The hidden panels are in the document (and the exported HTML), ready without a request.
    expect(document.body).toHaveTextContent(project.founder.bio);
    expect(document.body).toHaveTextContent(project.projectedROI);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('shows the founder team, the fund use plan and the projections and risks', async () => {
    const user = userEvent.setup();
    const project = projects[0]!;
    await renderProject(project.slug);

    await user.click(screen.getByRole('tab', { name: 'Founder Team' }));
    const team = screen.getByRole('tabpanel', { name: 'Founder Team' });
    expect(within(team).getByRole('heading', { name: project.founder.name })).toBeInTheDocument();
    expect(team).toHaveTextContent(project.founder.role);
    expect(team).toHaveTextContent(project.founder.bio);
    for (const member of project.team) expect(team).toHaveTextContent(member.name);
    expect(await axe(document.body)).toHaveNoViolations();

    await user.keyboard('{ArrowRight}');
    const funds = screen.getByRole('tabpanel', { name: 'Fund Use Plan' });
    const rows = within(within(funds).getByRole('table')).getAllByRole('rowheader');
    expect(rows.map((cell) => cell.textContent)).toEqual([
      'Production',
      'Marketing',
      'Operations',
      'Reserve',
      'Total',
    ]);
    expect(funds).toHaveTextContent(`${project.fundingBreakdown.production}%`);
    expect(await axe(document.body)).toHaveNoViolations();

    await user.keyboard('{End}');
    const projections = screen.getByRole('tabpanel', { name: 'Projections and Risks' });
    expect(projections).toHaveTextContent(project.projectedROI);
    expect(
      within(projections)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(project.risks);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it.each(projects.map((p) => [p.slug]))(
    'suggests the first three other projects on %s',
    async (slug) => {
      await renderProject(slug);
      const related = within(screen.getByRole('region', { name: 'Related Projects' }));
      expect(related.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
        projects
          .filter((p) => p.slug !== slug)
          .slice(0, 3)
          .map((p) => p.name),
      );
    },
  );

  it('has its own title, description, canonical URL and share image', async () => {
    const project = projects[3]!;
    const metadata = await generateMetadata({ params: Promise.resolve({ slug: project.slug }) });
    expect(metadata.title).toBe(project.name);
    expect(metadata.description).toBe(project.description);
    expect(metadata.alternates?.canonical).toBe(`/crowdfunding/${project.slug}`);
    expect(JSON.stringify(metadata.openGraph)).toContain(`/og/crowdfunding/${project.slug}.png`);
  });

  describe('for an unknown slug', () => {
    it('is not found', async () => {
      await expect(
        ProjectPage({ params: Promise.resolve({ slug: 'no-such-project' }) }),
      ).rejects.toThrow('NEXT_NOT_FOUND');
      expect(
        await generateMetadata({ params: Promise.resolve({ slug: 'no-such-project' }) }),
      ).toEqual({});
    });

    it("says 'Project Not Found' with the spec's message and a way back to the projects", () => {
      render(<ProjectNotFound />);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Project Not Found' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText("The crowdfunding project you're looking for doesn't exist."),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute(
        'href',
        '/crowdfunding',
      );
    });

    it('is registered for the static host’s 404 page', () => {
      expect(matchNotFoundSection('/crowdfunding/no-such-project', NOT_FOUND_SECTIONS)?.id).toBe(
        'project',
      );
      expect(matchNotFoundSection('/crowdfunding', NOT_FOUND_SECTIONS)).toBeUndefined();
      expect(getNotFoundSection('project').title).toBe('Project Not Found');
    });
  });
});
