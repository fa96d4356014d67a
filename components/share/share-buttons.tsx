'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { buttonClasses } from '@/components/ui/button';
import {
  buildShareUrl,
  SHARE_NETWORK_LABELS,
  SHARE_NETWORKS,
  type ShareNetwork,
} from '@/lib/share';

type Props = {
  /** What is shared: the page's title (X and WhatsApp carry it with the link). */
  title: string;
  /** The page's canonical address, used before hydration (and without JavaScript). */
  canonicalUrl: string;
  /** What the group is called for assistive technology: 'Share this article'. */
  label: string;
  /** Each control's icon, drawn on the server. */
  icons: Readonly<Record<ShareNetwork | 'copy', ReactNode>>;
  /** The words, in the page's language. */
  strings: ShareStrings;
};

export type ShareStrings = {
  readonly copyLink: string;
  readonly copied: string;
  readonly copyPrompt: string;
  readonly shareOn: string;
  readonly newTab: string;
};

const control = buttonClasses({
  variant: 'ghost',
  size: 'sm',
  className: 'border border-line-strong',
});

/**
 * Copy Link, LinkedIn, X and WhatsApp. The share links are plain links that work before any
 * JavaScript (with the canonical address); once hydrated they carry the address the visitor is
 * actually on, as the copy does.
 */
export function ShareButtons({ title, canonicalUrl, label, icons, strings }: Props) {
  const hydrated = useHydrated();
  const pageUrl = hydrated ? `${window.location.origin}${window.location.pathname}` : canonicalUrl;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl);
      window.alert(strings.copied);
    } catch {
      // No clipboard (an old browser, a refused permission): hand the link over to copy by hand.
      window.prompt(strings.copyPrompt, pageUrl);
    }
  };

  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2 print:hidden">
      <button type="button" onClick={copy} className={control}>
        {icons.copy}
        {strings.copyLink}
      </button>
      {SHARE_NETWORKS.map((network) => (
        <a
          key={network}
          href={buildShareUrl(network, pageUrl, title)}
          target="_blank"
          rel="noopener noreferrer"
          className={control}
        >
          {icons[network]}
          <span className="sr-only">{strings.shareOn}</span>
          {SHARE_NETWORK_LABELS[network]}
          <span className="sr-only">{strings.newTab}</span>
        </a>
      ))}
    </div>
  );
}
