'use client';

import { Link } from '@/components/ui/link';
import { TriangleAlert } from 'lucide';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import type { errors } from '@/data/messages/en/errors';
import { describeError } from '@/lib/errors';

type Props = {
  error: unknown;
  retry: () => void;
  /** The edition's words (messages `errors`), imported by the segment's error.tsx. */
  strings: typeof errors;
};

/** The fallback for a failure while routing or rendering: 'Unexpected Application Error!'. */
export function ErrorScreen({ error, retry, strings }: Props) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-36 pb-24 sm:px-6 lg:px-8">
      <EmptyState
        headingLevel="h1"
        title={strings.title}
        message={<span role="alert">{describeError(error, strings.fallback)}</span>}
        icon={<Icon node={TriangleAlert} className="size-8" />}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Button onClick={retry}>{strings.retry}</Button>
            <Link href={strings.homeHref} className={buttonClasses({ variant: 'secondary' })}>
              {strings.home}
            </Link>
          </div>
        }
      />
    </div>
  );
}
