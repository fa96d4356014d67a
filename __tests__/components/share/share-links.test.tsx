import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ShareLinks } from '@/components/share/share-links';
import { absoluteUrl } from '@/data/site';
import { axe } from '../../support/axe';

const title = `R&D #1: "Growth" — Ñusantara’s 🚀`;
const path = '/articles/growth';

function renderShare() {
  window.history.replaceState(null, '', `${path}?utm_source=test#section`);
  const user = userEvent.setup();
  render(<ShareLinks title={title} path={path} label="Share this article" />);
  return { user, group: screen.getByRole('group', { name: 'Share this article' }) };
}

const pageUrl = () => `${window.location.origin}${path}`;

describe('the share controls', () => {
  it('offer Copy Link, LinkedIn, X and WhatsApp, accessibly', async () => {
    const { group } = renderShare();
    expect(within(group).getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Share on LinkedIn (opens in a new tab)',
      'Share on X (opens in a new tab)',
      'Share on WhatsApp (opens in a new tab)',
    ]);
    expect(await axe(group)).toHaveNoViolations();
  });

  it('open each network in a new tab, without opener or referrer', () => {
    const { group } = renderShare();
    for (const link of within(group).getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('share the page address (without query or fragment), and the title on X and WhatsApp', () => {
    renderShare();
    const href = (name: string) =>
      new URL(
        screen.getByRole('link', { name: new RegExp(`Share on ${name}`) }).getAttribute('href')!,
      );
    const linkedin = href('LinkedIn');
    expect(linkedin.hostname).toBe('www.linkedin.com');
    expect(linkedin.searchParams.get('url')).toBe(pageUrl());
    const x = href('X');
    expect(x.hostname).toBe('x.com');
    expect(x.searchParams.get('url')).toBe(pageUrl());
    expect(x.searchParams.get('text')).toBe(title);
    const whatsapp = href('WhatsApp');
    expect(whatsapp.hostname).toBe('wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(`${title} ${pageUrl()}`);
  });

  it('use the canonical address in the HTML sent before JavaScript runs', () => {
    const html = renderToString(
      <ShareLinks title={title} path={path} label="Share this article" />,
    );
    expect(html).toContain(encodeURIComponent(absoluteUrl(path)));
    expect(html).not.toContain(encodeURIComponent(window.location.origin));
  });

  describe('when Copy Link is pressed', () => {
    afterEach(() => jest.restoreAllMocks());

    it("copies the page address and says 'Link copied to clipboard!'", async () => {
      const { user } = renderShare();
      const writeText = jest.spyOn(navigator.clipboard, 'writeText');
      const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
      await user.click(screen.getByRole('button', { name: 'Copy Link' }));
      expect(writeText).toHaveBeenCalledWith(pageUrl());
      expect(await navigator.clipboard.readText()).toBe(pageUrl());
      expect(alert).toHaveBeenCalledWith('Link copied to clipboard!');
    });

    it('hands the link over to copy by hand when the clipboard refuses', async () => {
      const { user } = renderShare();
      jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
      const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
      const prompt = jest.spyOn(window, 'prompt').mockImplementation(() => null);
      await user.click(screen.getByRole('button', { name: 'Copy Link' }));
      expect(prompt).toHaveBeenCalledWith('Copy this link:', pageUrl());
      expect(alert).not.toHaveBeenCalled();
    });
  });
});
