import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../support/axe';
import { standInForModalDialogs } from '../../support/dialog';
import { MobileNav } from '@/components/layout/mobile-nav';
import { getMessages } from '@/data/messages';
import { keepNativeCommands } from '@/lib/early-scripts';
import { MAIN_NAV } from '@/lib/navigation';

const { nav, menu } = getMessages('en').common;

jest.mock('next/navigation', () => ({ usePathname: () => '/events/some-event' }));

// jsdom cannot navigate; stop the link's default action once React has handled the click.
const stayOnPage = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stayOnPage));
afterEach(() => document.removeEventListener('click', stayOnPage));

// jsdom has <dialog> but neither modal dialogs nor invoker commands nor `closedby`: the page's
// inline shim for them runs here, as in a browser without them (a real browser's native path is
// tested end to end, in Chromium, Firefox and WebKit).
beforeAll(() => {
  keepNativeCommands();
  standInForModalDialogs();
});

function renderNav() {
  const user = userEvent.setup();
  render(
    <MobileNav
      items={MAIN_NAV}
      strings={{ label: nav.label, ...menu }}
      languageSwitch={<span>EN · ID</span>}
    />,
  );
  const button = screen.getByRole('button', { name: 'Open menu' });
  const open = async () => {
    await user.click(button);
    return screen.getByRole('dialog', { name: 'Menu' });
  };
  return { user, button, open };
}

describe('the menu drawer', () => {
  it('is a named button that opens the drawer natively', async () => {
    const { button } = renderNav();
    expect(button).not.toHaveAttribute('aria-expanded');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(button).toHaveAttribute('commandfor', 'mobile-menu');
    expect(button).toHaveAttribute('command', 'show-modal');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('is in the page before any script runs, closed, with the links and a close command', () => {
    renderNav();
    const dialog = document.getElementById('mobile-menu')!;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveAttribute('closedby', 'any');
    const close = dialog.querySelector('button[aria-label="Close menu"]');
    expect(close).toHaveAttribute('commandfor', 'mobile-menu');
    expect(close).toHaveAttribute('command', 'close');
  });

  it('shows a dialog titled Menu with the eight links, the current one marked', async () => {
    const { open } = renderNav();
    const dialog = await open();
    const links = within(within(dialog).getByRole('navigation', { name: 'Main' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.textContent)).toEqual(MAIN_NAV.map((item) => item.label));
    expect(within(dialog).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { open } = renderNav();
    const dialog = await open();
    const links = within(dialog).getAllByRole('link');
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(links[0]).toHaveFocus();
    fireEvent.keyDown(links[0]!, { key: 'Tab', shiftKey: true });
    expect(close).toHaveFocus();
  });

  it.each([
    [
      'its close button',
      (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Close menu' }),
    ],
    [
      'choosing a link',
      (dialog: HTMLElement) => within(dialog).getByRole('link', { name: 'About Us' }),
    ],
  ])('closes on %s', async (_, target) => {
    const { user, open } = renderNav();
    const dialog = await open();
    await user.click(target(dialog));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // jsdom lays nothing out: the drawer's box is at 0,0 with no size, so x < 0 is outside it.
  it('closes on a click on the backdrop, outside its box', async () => {
    const { open } = renderNav();
    const dialog = await open();
    fireEvent.click(dialog, { clientX: -10, clientY: 5 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a click inside it, on its content or its own padding', async () => {
    const { user, open } = renderNav();
    const dialog = await open();
    await user.click(within(dialog).getByRole('heading', { name: 'Menu' }));
    fireEvent.click(dialog, { clientX: 0, clientY: 0 });
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });
});
