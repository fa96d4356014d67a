'use client';

import { ErrorScreen } from '@/components/errors/error-screen';
import { errors } from '@/data/messages/en/errors';

export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} retry={retry} strings={errors} />;
}
