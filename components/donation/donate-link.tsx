import type { ReactNode } from 'react';
import { ExternalButtonLink } from '@/components/ui/external-button-link';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button';
import { SITE } from '@/data/site';

type Props = {
  /** The button's words ('Donate Now' / 'Donasi Sekarang'). */
  children: ReactNode;
  /** Read after the words: the link opens the platform in a new tab (messages `common.newTab`). */
  newTabLabel: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** A donate button: the external donation platform (SITE.donationUrl), in a new tab. */
export function DonateLink({ children, newTabLabel, ...style }: Props) {
  return (
    <ExternalButtonLink href={SITE.donationUrl} newTabLabel={newTabLabel} {...style}>
      {children}
    </ExternalButtonLink>
  );
}
