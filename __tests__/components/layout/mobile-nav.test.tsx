import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../support/axe';
import { MobileNav } from '@/components/layout/mobile-nav';
import { MAIN_NAV } from '@/lib/navigation';

jest.mock('next/navigation', () => ({ usePathname: () => '/events/some-event' }));

// jsdom cannot navigate; stop the link's default action once React has handled the click.
const stayOnPage = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stayOnPage));
afterEach(() => document.removeEventListener('click', stayOnPage));

function renderNav() {
  const user = userEvent.setup();
  render(
    <>
      <a href="#before">Before</a>
      <MobileNav />
      <a href="#after">After</a>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Open menu' });
  const open = async () => {
    await user.click(button);
    return screen.findByRole('dialog', { name: 'Menu' });
  };
  return { user, button, open };
}

describe('the menu drawer', () => {
  describe('when closed', () => {
    it('is a named button that says it is collapsed', async () => {
      const { button } = renderNav();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveAttribute('aria-haspopup', 'dialog');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await axe(document.body)).toHaveNoViolations();
    });
  });

  describe('when opened', () => {
    it('shows a dialog titled Menu with the eight links, the current one marked', async () => {
      const { button, open } = renderNav();
      const dialog = await open();
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(button).toHaveAttribute('aria-controls', dialog.id);
      const links = within(dialog).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(MAIN_NAV.map((item) => item.label));
      expect(within(dialog).getByRole('link', { name: 'Events' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(await axe(document.body)).toHaveNoViolations();
    });

    it('moves focus inside and keeps it there', async () => {
      const { user, open } = renderNav();
      const dialog = await open();
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      for (let i = 0; i < 12; i += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });
  });

  describe.each([
    [
      'Escape',
      async ({ user }: { user: ReturnType<typeof userEvent.setup> }) => user.keyboard('{Escape}'),
    ],
    [
      'its close button',
      async ({ user, dialog }: { user: ReturnType<typeof userEvent.setup>; dialog: HTMLElement }) =>
        user.click(within(dialog).getByRole('button', { name: 'Close menu' })),
    ],
    [
      'choosing a link',
      async ({ user, dialog }: { user: ReturnType<typeof userEvent.setup>; dialog: HTMLElement }) =>
        user.click(within(dialog).getByRole('link', { name: 'About Us' })),
    ],
    [
      'a click on the backdrop',
      async ({ user }: { user: ReturnType<typeof userEvent.setup> }) =>
        user.pointer({
          keys: '[MouseLeft]',
          target: document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!,
        }),
    ],
  ])('when closed by %s', (_, close) => {
    it('closes and gives focus back to the menu button', async () => {
      const { user, button, open } = renderNav();
      const dialog = await open();
      await close({ user, dialog });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(button).toHaveFocus());
    });
  });
});
