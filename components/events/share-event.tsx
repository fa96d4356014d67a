'use client';

import { Share2 } from 'lucide';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { shareOrCopy } from '@/lib/share';

type Props = {
  title: string;
  description: string;
  strings: { readonly label: string; readonly copied: string; readonly prompt: string };
};

/** 'Share Event': the device's share sheet, or the link copied to the clipboard. */
export function ShareEvent({ title, description, strings }: Props) {
  const share = async () => {
    const url = window.location.href;
    const outcome = await shareOrCopy(
      { title, text: description, url },
      {
        share: navigator.share?.bind(navigator),
        canShare: navigator.canShare?.bind(navigator),
        writeText: navigator.clipboard?.writeText.bind(navigator.clipboard),
      },
    );
    if (outcome === 'copied') window.alert(strings.copied);
    // The clipboard refused: hand the link over to copy by hand.
    if (outcome === 'failed') window.prompt(strings.prompt, url);
  };
  return (
    <Button variant="ghost" onClick={share}>
      <Icon node={Share2} className="size-4" />
      {strings.label}
    </Button>
  );
}
