import { ButtonLink, Button } from '@/components/ui/button';
import type { RegistrationAvailability } from '@/lib/events';

type Props = { slug: string; availability: RegistrationAvailability; className?: string };

/**
 * 'Register Now' while registration is open; otherwise a disabled button that says why:
 * 'Event Full' or 'Registration Closed'.
 */
export function RegisterAction({ slug, availability, className }: Props) {
  if (availability === 'open') {
    return (
      <ButtonLink href={`/events/${slug}/register`} size="lg" className={className}>
        Register Now
      </ButtonLink>
    );
  }
  return (
    <Button size="lg" disabled className={className}>
      {availability === 'full' ? 'Event Full' : 'Registration Closed'}
    </Button>
  );
}
