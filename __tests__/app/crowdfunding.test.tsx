import { render, screen, within } from '@testing-library/react';
import CrowdfundingPage, { metadata } from '@/app/(site)/crowdfunding/page';
import { getCrowdfundingProjects } from '@/data/crowdfunding';
import { fundingPercent, formatDaysLeft } from '@/lib/crowdfunding';
import { formatIdr } from '@/lib/currency';
import { axe } from '../support/axe';

const projects = getCrowdfundingProjects();
const cards = () => screen.getAllByRole('article');

describe('the crowdfunding list', () => {
  it('shows the five projects in order, each linking to its page', () => {
    render(<CrowdfundingPage />);
    expect(cards()).toHaveLength(5);
    cards().forEach((card, index) => {
      const project = projects[index]!;
      const view = within(card);
      expect(view.getByRole('heading', { level: 3 })).toHaveTextContent(project.name);
      expect(view.getByRole('link', { name: 'View Details' })).toHaveAttribute(
        'href',
        `/crowdfunding/${project.slug}`,
      );
      expect(view.getByRole('link', { name: 'View Details' })).toHaveAccessibleDescription(
        project.name,
      );
    });
  });

  it('fetches the first cover, the largest paint on a phone, at once and the others lazily', () => {
    const { container } = render(<CrowdfundingPage />);
    const covers = [...container.querySelectorAll('img')];
    expect(covers).toHaveLength(5);
    expect(covers[0]).toHaveAttribute('fetchpriority', 'high');
    expect(covers[0]).not.toHaveAttribute('loading', 'lazy');
    covers.slice(1).forEach((cover) => expect(cover).toHaveAttribute('loading', 'lazy'));
  });

  it('gives each card its place, industry, summary, funding in rupiah, progress and days left', () => {
    render(<CrowdfundingPage />);
    cards().forEach((card, index) => {
      const project = projects[index]!;
      expect(card).toHaveTextContent(project.location);
      expect(card).toHaveTextContent(project.industry);
      expect(card).toHaveTextContent(project.description);
      expect(card.textContent).toContain(formatIdr(project.raisedFunding));
      expect(card.textContent).toContain(`raised of ${formatIdr(project.targetFunding)}`);
      expect(card).toHaveTextContent(`${fundingPercent(project)}% Complete`);
      expect(card).toHaveTextContent(formatDaysLeft(project.daysLeft));
      expect(within(card).getByRole('progressbar')).toHaveAccessibleName(
        `Funding progress of ${project.name}`,
      );
    });
  });

  it('has one h1, a breadcrumb, its own metadata and no axe violations', async () => {
    const { container } = render(<CrowdfundingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Crowdfunding']);
    expect(metadata.title).toBe('Crowdfunding');
    expect(metadata.alternates?.canonical).toBe('/crowdfunding');
    expect(await axe(container)).toHaveNoViolations();
  });
});
