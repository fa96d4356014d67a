'use client';

import { CalendarPlus } from 'lucide';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { buildIcs, type IcsEvent } from '@/lib/ics';

type Props = { slug: string; event: IcsEvent; productId: string; label: string };

/** Downloads the event as `{slug}.ics`, built in the browser (no request is made). */
export function AddToCalendar({ slug, event, productId, label }: Props) {
  const download = () => {
    const ics = buildIcs(event, { now: new Date(), productId });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${slug}.ics`;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked after the click has been handled, or some browsers lose the download.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Button variant="secondary" onClick={download}>
      <Icon node={CalendarPlus} className="size-4" />
      {label}
    </Button>
  );
}
