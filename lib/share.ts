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
