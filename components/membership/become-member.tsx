import { Container } from '@/components/layout/container';
import { ButtonLink } from '@/components/ui/button';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { SITE } from '@/data/site';
import { formatMessage } from '@/lib/i18n/format';
import { formatCount } from '@/lib/i18n/numbers';
import { localizePath } from '@/lib/i18n/paths';
import { cn } from '@/lib/cn';

type Props = {
  locale: Locale;
  /** Which page it closes: the words fit it ('about' or 'directory'). */
  page: 'about' | 'directory';
  className?: string;
};

/** The call to join, 'Become a member', that closes the About Us and CEO Directory pages. */
export function BecomeMember({ locale, page, className }: Props) {
  const t = getMessages(locale).membership.cta;
  return (
    // A call to another page, not this page's content: left out of the site search's index.
    <section
      aria-labelledby="become-member"
      data-pagefind-ignore=""
      className={cn(
        'border-t border-line bg-[radial-gradient(ellipse_at_bottom_left,rgba(255,210,77,0.12),transparent_60%)] py-14 sm:py-20',
        className,
      )}
    >
      <Container className="max-w-4xl text-center">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold uppercase">{t.eyebrow}</p>
        <h2 id="become-member" className="mt-4 text-3xl font-bold text-cream sm:text-4xl">
          {formatMessage(t.title, { members: formatCount(SITE.memberCount, locale) })}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">{t[page]}</p>
        <ButtonLink href={localizePath('/membership', locale)} size="lg" className="mt-8">
          {t.action}
        </ButtonLink>
      </Container>
    </section>
  );
}
