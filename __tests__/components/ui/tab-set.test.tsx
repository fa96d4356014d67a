import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { TabSet, type TabSetItem } from '@/components/ui/tab-set';
import { axe } from '../../support/axe';

type Value = 'story' | 'team' | 'money';

const ITEMS: TabSetItem<Value>[] = [
  { value: 'story', label: 'Story', panel: <p>Once upon a time</p> },
  { value: 'team', label: 'Team', panel: <p>Galih and Siti</p> },
  {
    value: 'money',
    label: 'Money',
    panel: (
      <p>
        Spent on <a href="#machines">machines</a>
      </p>
    ),
  },
];

function renderTabs(defaultValue?: Value) {
  const user = userEvent.setup();
  render(
    <>
      <a href="#before">Before the tabs</a>
      <TabSet idBase="p" label="Project details" items={ITEMS} defaultValue={defaultValue} />
      <a href="#after">After the tabs</a>
    </>,
  );
  const tab = (name: string) => screen.getByRole('tab', { name });
  const panelOf = (name: string) =>
    document.getElementById(tab(name).getAttribute('aria-controls')!)!;
  return { user, tab, panelOf };
}

function expectSelected(tab: (name: string) => HTMLElement, selected: string) {
  for (const { label } of ITEMS) {
    expect(tab(label)).toHaveAttribute('aria-selected', String(label === selected));
    expect(tab(label)).toHaveAttribute('tabindex', label === selected ? '0' : '-1');
  }
  expect(screen.getByRole('tabpanel', { name: selected })).toBeVisible();
  expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
}

describe('TabSet', () => {
  describe('at first', () => {
    it('selects the first tab and shows only its panel, labelled by the tab', async () => {
      const { tab } = renderTabs();
      expect(screen.getByRole('tablist', { name: 'Project details' })).toBeInTheDocument();
      expectSelected(tab, 'Story');
      expect(screen.getByRole('tabpanel', { name: 'Story' })).toHaveTextContent('Once upon a time');
      expect(await axe(document.body)).toHaveNoViolations();
    });

    it('gives every tab its own panel, with the others hidden but in the document', () => {
      const { panelOf } = renderTabs();
      const ids = ITEMS.map(({ label }) => panelOf(label).id);
      expect(new Set(ids).size).toBe(ITEMS.length);
      expect(panelOf('Team')).not.toBeVisible();
      expect(panelOf('Team')).toHaveTextContent('Galih and Siti');
      expect(panelOf('Money')).toHaveAttribute('hidden');
    });

    it('starts on the default tab when one is given', () => {
      const { tab } = renderTabs('team');
      expectSelected(tab, 'Team');
    });
  });

  describe('in the server HTML', () => {
    it('has every panel’s content, only the default one not hidden', () => {
      const html = renderToStaticMarkup(
        <TabSet idBase="p" label="Project details" items={ITEMS} />,
      );
      for (const text of ['Once upon a time', 'Galih and Siti', 'machines']) {
        expect(html).toContain(text);
      }
      expect(html.match(/role="tabpanel"/g)).toHaveLength(3);
      expect(html.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(2);
      // The hooks the no-JavaScript style uses to show every panel and hide the tab buttons.
      expect(html.match(/data-tab-panel/g)).toHaveLength(3);
      expect(html).toContain('data-tablist');
    });
  });

  describe('with the keyboard', () => {
    it('is one tab stop, then the panel, then what follows', async () => {
      const { user, tab } = renderTabs();
      await user.tab();
      expect(screen.getByRole('link', { name: 'Before the tabs' })).toHaveFocus();
      await user.tab();
      expect(tab('Story')).toHaveFocus();
      await user.tab();
      // The panel has no control of its own, so it takes focus itself (tabindex 0).
      expect(screen.getByRole('tabpanel', { name: 'Story' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('link', { name: 'After the tabs' })).toHaveFocus();
      await user.tab({ shift: true });
      await user.tab({ shift: true });
      expect(tab('Story')).toHaveFocus();
    });

    it('moves and selects with the arrow keys, wrapping at the ends', async () => {
      const { user, tab } = renderTabs();
      await user.click(tab('Story'));
      await user.keyboard('{ArrowRight}');
      expect(tab('Team')).toHaveFocus();
      expectSelected(tab, 'Team');
      expect(await axe(document.body)).toHaveNoViolations();
      await user.keyboard('{ArrowRight}');
      expectSelected(tab, 'Money');
      expect(await axe(document.body)).toHaveNoViolations();
      await user.keyboard('{ArrowRight}');
      expect(tab('Story')).toHaveFocus();
      expectSelected(tab, 'Story');
      await user.keyboard('{ArrowLeft}');
      expect(tab('Money')).toHaveFocus();
      expectSelected(tab, 'Money');
    });

    it('jumps to the first and last tab with Home and End', async () => {
      const { user, tab } = renderTabs();
      await user.click(tab('Team'));
      await user.keyboard('{End}');
      expect(tab('Money')).toHaveFocus();
      expectSelected(tab, 'Money');
      await user.keyboard('{Home}');
      expect(tab('Story')).toHaveFocus();
      expectSelected(tab, 'Story');
    });

    it('ignores other keys', async () => {
      const { user, tab } = renderTabs();
      await user.click(tab('Team'));
      await user.keyboard('{ArrowDown}x');
      expect(tab('Team')).toHaveFocus();
      expectSelected(tab, 'Team');
    });
  });

  describe('with a pointer', () => {
    it('selects the clicked tab and shows its panel', async () => {
      const { user, tab } = renderTabs();
      await user.click(tab('Money'));
      expectSelected(tab, 'Money');
      expect(screen.getByRole('tabpanel', { name: 'Money' })).toHaveTextContent(
        'Spent on machines',
      );
      expect(await axe(document.body)).toHaveNoViolations();
    });
  });
});
