import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from '@/components/ui/accordion';
import { axe } from '../../support/axe';

const FIELDS = ['Energy', 'Finance', 'Education'];

function renderAccordion() {
  const user = userEvent.setup();
  render(
    <Accordion
      items={FIELDS.map((field) => ({
        id: field.toLowerCase(),
        title: field,
        content: `Chairs of ${field}`,
      }))}
    />,
  );
  const trigger = (name: string) => screen.getByRole('button', { name });
  return { user, trigger };
}

describe('Accordion', () => {
  describe('at first', () => {
    it('has every panel closed, each header a button controlling its panel', async () => {
      const { trigger } = renderAccordion();
      for (const field of FIELDS) {
        const button = trigger(field);
        expect(button).toHaveAttribute('aria-expanded', 'false');
        const panel = document.getElementById(button.getAttribute('aria-controls')!);
        expect(panel).not.toBeVisible();
        // Closed panels stay in the HTML, for crawlers and for visitors without JavaScript.
        expect(panel).toHaveTextContent(`Chairs of ${field}`);
        expect(button.closest('h3')).not.toBeNull();
      }
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(await axe(document.body)).toHaveNoViolations();
    });
  });

  describe('when a header is clicked', () => {
    it('opens its panel as a region labelled by the header', async () => {
      const { user, trigger } = renderAccordion();
      await user.click(trigger('Finance'));
      expect(trigger('Finance')).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('region', { name: 'Finance' })).toHaveTextContent(
        'Chairs of Finance',
      );
      expect(screen.getByRole('region', { name: 'Finance' })).toBeVisible();
      expect(await axe(document.body)).toHaveNoViolations();
    });

    it('closes the one that was open: only one is open at a time', async () => {
      const { user, trigger } = renderAccordion();
      await user.click(trigger('Finance'));
      await user.click(trigger('Energy'));
      expect(trigger('Energy')).toHaveAttribute('aria-expanded', 'true');
      expect(trigger('Finance')).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getAllByRole('region')).toHaveLength(1);
    });

    it('collapses it again on a second click', async () => {
      const { user, trigger } = renderAccordion();
      await user.click(trigger('Finance'));
      await user.click(trigger('Finance'));
      expect(trigger('Finance')).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(await axe(document.body)).toHaveNoViolations();
    });
  });

  describe('with the keyboard', () => {
    it('moves between headers with the arrow keys, Home and End, and toggles with Enter and Space', async () => {
      const { user, trigger } = renderAccordion();
      await user.tab();
      expect(trigger('Energy')).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(trigger('Finance')).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(trigger('Finance')).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{End}');
      expect(trigger('Education')).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(trigger('Energy')).toHaveFocus();
      await user.keyboard('{ArrowUp}{ArrowUp}');
      expect(trigger('Finance')).toHaveFocus();
      await user.keyboard('{Home}');
      expect(trigger('Energy')).toHaveFocus();
      await user.keyboard(' ');
      expect(trigger('Energy')).toHaveAttribute('aria-expanded', 'true');
      expect(trigger('Finance')).toHaveAttribute('aria-expanded', 'false');
      await user.keyboard(' ');
      expect(trigger('Energy')).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
