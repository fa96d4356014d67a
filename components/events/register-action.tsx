import { ButtonLink, Button } from '@/components/ui/button';
import type { RegistrationAvailability } from '@/lib/events';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { localizePath } from '@/lib/i18n/paths';

type Props = {
  slug: string;
  availability: RegistrationAvailability;
  locale: Locale;
  className?: string;
};

/**
 * 'Register Now' while registration is open; otherwise a disabled button that says why:
 * 'Event Full' or 'Registration Closed'.
 */
export function RegisterAction({ slug, availability, locale, className }: Props) {
  const t = getMessages(locale).events;
  if (availability === 'open') {
    return (
      <ButtonLink
        href={localizePath(`/events/${slug}/register`, locale)}
        size="lg"
        className={className}
      >
        {t.registerNow}
      </ButtonLink>
    );
  }
  return (
    <Button size="lg" disabled className={className}>
      {availability === 'full' ? t.full : t.closed}
    </Button>
  );
}
