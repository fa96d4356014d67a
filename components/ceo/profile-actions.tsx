'use client';

import { CalendarPlus, UserPlus } from 'lucide';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

// The spec keeps both actions as placeholders that only announce themselves; a native alert is
// modal, announced by screen readers and returns focus to the button when dismissed.
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
    <div className="flex flex-wrap gap-3">
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
