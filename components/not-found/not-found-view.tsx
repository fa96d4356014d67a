import Link from 'next/link';
import { FileQuestion } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Container } from '@/components/layout/container';

type Props = { title: string; message: string; backLabel: string; backHref: string };

/** A not-found screen: the message is the page's h1, with one way back. */
export function NotFoundView({ title, message, backLabel, backHref }: Props) {
  return (
    <Container className="pt-36 pb-24">
      <EmptyState
        headingLevel="h1"
        title={title}
        message={message}
        icon={<Icon node={FileQuestion} className="size-8" />}
        action={
          <Link href={backHref} className={buttonClasses()}>
            {backLabel}
          </Link>
        }
      />
    </Container>
  );
}
