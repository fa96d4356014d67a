import { Link } from '@/components/ui/link';
import { FileQuestion } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Container } from '@/components/layout/container';
import type { NotFoundPart } from '@/lib/not-found';

type Props = {
  title: string;
  message: string;
  backLabel: string;
  backHref: string;
  /**
   * The root 404 page's view, whose words an inline script may set before hydration
   * (lib/not-found.ts, earlyNotFoundScript): its parts are marked for the script, and hydration
   * keeps what the script wrote.
   */
  early?: boolean;
};

/** A not-found screen: the message is the page's h1, with one way back. */
export function NotFoundView({ title, message, backLabel, backHref, early = false }: Props) {
  const part = (name: NotFoundPart, text: string) =>
    early ? (
      <span data-not-found={name} suppressHydrationWarning>
        {text}
      </span>
    ) : (
      text
    );
  return (
    <Container className="pt-36 pb-24">
      <EmptyState
        headingLevel="h1"
        title={part('title', title)}
        message={part('message', message)}
        icon={<Icon node={FileQuestion} className="size-8" />}
        action={
          <Link
            href={backHref}
            className={buttonClasses()}
            {...(early && { 'data-not-found': 'back-link', suppressHydrationWarning: true })}
          >
            {part('back', backLabel)}
          </Link>
        }
      />
    </Container>
  );
}
