export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

type ShareApis = {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  writeText?: (text: string) => Promise<void>;
};

/**
 * Shares through the device's share sheet when there is one; otherwise copies the link. A share
 * the visitor cancels is not an error; a clipboard that refuses reports 'failed'.
 */
export async function shareOrCopy(
  data: { title: string; text: string; url: string },
  apis: ShareApis,
): Promise<ShareOutcome> {
  if (apis.share && (!apis.canShare || apis.canShare(data))) {
    try {
      await apis.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      // Any other refusal (no user gesture, a blocked permission) falls back to copying.
    }
  }
  if (!apis.writeText) return 'failed';
  try {
    await apis.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export const SHARE_NETWORKS = ['linkedin', 'x', 'whatsapp'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** The networks' names as the share links show them. */
export const SHARE_NETWORK_LABELS: Readonly<Record<ShareNetwork, string>> = {
  linkedin: 'LinkedIn',
  x: 'X',
  whatsapp: 'WhatsApp',
};

/**
 * The address that shares a page on a network: LinkedIn takes the page link only; X takes the
 * link and the title; WhatsApp takes one message, the title then the link. Every value is
 * URL-encoded, so a title with `&`, `#`, quotes or any script cannot break out of its parameter.
 */
export function buildShareUrl(network: ShareNetwork, url: string, title: string): string {
  const q = encodeURIComponent;
  switch (network) {
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`;
    case 'x':
      return `https://x.com/intent/post?url=${q(url)}&text=${q(title)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${q(`${title} ${url}`)}`;
  }
}
