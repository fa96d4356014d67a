import type { ReactNode } from 'react';
import { ExternalButtonLink } from '@/components/ui/external-button-link';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button';
import { SITE } from '@/data/site';

type Props = {
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** A donate button: the external donation platform (SITE.donationUrl), in a new tab. */
export function DonateLink({ children = 'Donate Now', ...style }: Props) {
  return (
    <ExternalButtonLink href={SITE.donationUrl} {...style}>
      {children}
    </ExternalButtonLink>
  );
}
