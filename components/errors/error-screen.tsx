'use client';

import Link from 'next/link';
import { TriangleAlert } from 'lucide';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { describeError, UNEXPECTED_ERROR_TITLE } from '@/lib/errors';

/** The fallback for a failure while routing or rendering: 'Unexpected Application Error!'. */
export function ErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-36 pb-24 sm:px-6 lg:px-8">
      <EmptyState
        headingLevel="h1"
        title={UNEXPECTED_ERROR_TITLE}
        message={<span role="alert">{describeError(error)}</span>}
        icon={<Icon node={TriangleAlert} className="size-8" />}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Button onClick={retry}>Try again</Button>
            <Link href="/" className={buttonClasses({ variant: 'secondary' })}>
              Return to Home
            </Link>
          </div>
        }
      />
    </div>
  );
}
