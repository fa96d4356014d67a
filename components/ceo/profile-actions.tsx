'use client';

import { CalendarPlus, UserPlus } from 'lucide';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

// The spec keeps both actions as placeholders that only announce themselves; a native alert is
// modal, announced by screen readers and returns focus to the button when dismissed.
export function ProfileActions() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => window.alert('Connect feature coming soon!')}>
        <Icon node={UserPlus} className="size-4" />
        Connect
      </Button>
      <Button
        variant="secondary"
        onClick={() => window.alert('Invite to event feature coming soon!')}
      >
        <Icon node={CalendarPlus} className="size-4" />
        Invite to Event
      </Button>
    </div>
  );
}
