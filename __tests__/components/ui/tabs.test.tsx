import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { axe } from '../../support/axe';

const TABS = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past Events' },
] as const;

function Harness() {
  const [value, setValue] = useState<'upcoming' | 'past'>('upcoming');
  return (
    <>
      <TabList idBase="t" label="Events" tabs={TABS} value={value} onValueChange={setValue} />
      <TabPanel idBase="t" value={value}>
        <p>Showing {value}</p>
      </TabPanel>
    </>
  );
}

describe('TabList', () => {
  it('selects one tab, labels the panel with it, and is axe-clean', async () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Events' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Past Events' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' })).toHaveTextContent(
      'Showing upcoming',
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('keeps only the selected tab in the Tab order and moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Past Events' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Past Events' })).toHaveTextContent('Showing past');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Past Events' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Past Events' })).toHaveAttribute('tabindex', '-1');
    await user.click(screen.getByRole('tab', { name: 'Past Events' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing past');
  });
});
