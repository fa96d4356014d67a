import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One titled section of a profile, labelled by its h2. */
export function ProfileSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-cream">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </Card>
  );
}
