import type { ComponentProps, ReactNode } from 'react';
import { SectionHeading } from '@/components/ui/section-heading';
import { Container } from './container';

type Props = Omit<ComponentProps<typeof SectionHeading>, 'id' | 'className'> & {
  /** The heading's id, which names the section. */
  id: string;
  /** The section's spacing and band ('py-14 sm:py-20' unless given). */
  className?: string;
  containerClassName?: string;
  children: ReactNode;
};

/** A titled section of a content page: a band, a container, the section heading, its content. */
export function PageSection({
  id,
  className = 'py-14 sm:py-20',
  containerClassName,
  children,
  ...heading
}: Props) {
  return (
    <section aria-labelledby={id} className={className}>
      <Container className={containerClassName}>
        <SectionHeading id={id} {...heading} />
        {children}
      </Container>
    </section>
  );
}
