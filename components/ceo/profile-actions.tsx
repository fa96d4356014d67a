'use client';

import { CalendarPlus, UserPlus } from 'lucide';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

// The spec keeps both actions as placeholders that only announce themselves; a native alert is
// modal, announced by screen readers and returns focus to the button when dismissed. Without
// JavaScript they could do nothing, so they are hidden (data-requires-js); before hydration a tap
// is kept and replayed (lib/early-taps.ts).
type Props = {
  strings: {
    readonly connect: string;
    readonly connectSoon: string;
    readonly invite: string;
    readonly inviteSoon: string;
  };
};

export function ProfileActions({ strings }: Props) {
  return (
    <div className="flex flex-wrap gap-3" data-requires-js="">
      <Button onClick={() => window.alert(strings.connectSoon)}>
        <Icon node={UserPlus} className="size-4" />
        {strings.connect}
      </Button>
      <Button variant="secondary" onClick={() => window.alert(strings.inviteSoon)}>
        <Icon node={CalendarPlus} className="size-4" />
        {strings.invite}
      </Button>
    </div>
  );
}
