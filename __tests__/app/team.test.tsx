import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TeamPage from '@/app/(site)/team/page';
import { getCentralLeadership } from '@/data/central-leadership';
import { axe } from '../support/axe';

const { groups, mainOfficers, workingFields } = getCentralLeadership();

describe('the Our Team page', () => {
  it('names the board and its 2025–2030 term', () => {
    render(<TeamPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Team' })).toBeInTheDocument();
    expect(screen.getByText(/Central Leadership Board · 2025–2030/)).toBeInTheDocument();
  });

  describe('the three boards', () => {
    it('are disclosure buttons: one open at a time, a click toggles, axe-clean in each state', async () => {
      const user = userEvent.setup();
      const { container } = render(<TeamPage />);
      const buttons = groups.map((g) => screen.getByRole('button', { name: g.name }));
      expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual([
        'false',
        'false',
        'false',
      ]);
      expect(await axe(container)).toHaveNoViolations();

      await user.click(buttons[0]!);
      const panel = document.getElementById(buttons[0]!.getAttribute('aria-controls')!)!;
      expect(panel).toBeVisible();
      expect(within(panel).getByText(groups[0]!.head.name)).toBeInTheDocument();
      for (const member of groups[0]!.members)
        expect(within(panel).getByText(member.name)).toBeInTheDocument();
      expect(await axe(container)).toHaveNoViolations();

      await user.click(buttons[2]!);
      expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual([
        'false',
        'false',
        'true',
      ]);
      await user.click(buttons[2]!);
      expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual([
        'false',
        'false',
        'false',
      ]);
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  it('lists the four main officers', () => {
    render(<TeamPage />);
    const officers = within(screen.getByRole('region', { name: 'Main Officers' })).getAllByRole(
      'listitem',
    );
    expect(officers.map((o) => o.textContent)).toEqual(
      mainOfficers.map((o) => `${o.role}${o.name}`),
    );
  });

  it('shows the chairs of each of the 25 working fields, one field open at a time', async () => {
    const user = userEvent.setup();
    render(<TeamPage />);
    const section = screen.getByRole('region', { name: '25 Working Fields' });
    const buttons = within(section).getAllByRole('button');
    expect(buttons).toHaveLength(25);
    await user.click(buttons[4]!);
    const open = within(section).getByRole('region', { name: workingFields[4]!.name });
    for (const chair of workingFields[4]!.ketua)
      expect(within(open).getByText(chair)).toBeInTheDocument();
    await user.click(buttons[5]!);
    expect(within(section).getAllByRole('region')).toHaveLength(1);
  });
});
