import { Link } from '@/components/ui/link';
import { Handshake, HeartHandshake, IdCard, Megaphone, Sprout, type IconNode } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';
import { Container } from '@/components/layout/container';
import type { Locale } from '@/data/locales';
import { SITE } from '@/data/site';
import { formatCount } from '@/lib/i18n/numbers';
import { waysToWorkWithUs } from '@/lib/navigation';
import { cn } from '@/lib/cn';

const ICONS: Record<string, IconNode> = {
  membership: IdCard,
  partnership: Handshake,
  sponsorship: Megaphone,
  csr: HeartHandshake,
  crowdfunding: Sprout,
};

type Props = {
  locale: Locale;
  /** The heading's id, which names the section. */
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  className?: string;
};

/**
 * The ways to work with the association (membership, partnership, sponsorship, CSR and
 * crowdfunding), each a card whose title is its link: the home page's band and the contact page's
 * list. A server component: no JavaScript.
 */
export function WorkWithUs({ locale, id, eyebrow, title, description, className }: Props) {
  return (
    // Ways to other pages, not this page's content: left out of the site search's index.
    <section
      aria-labelledby={id}
      data-pagefind-ignore=""
      className={cn('py-14 sm:py-20', className)}
    >
      <Container>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} description={description} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {waysToWorkWithUs(locale, formatCount(SITE.memberCount, locale)).map((way) => (
            <li
              key={way.key}
              className="group relative flex flex-col rounded-xl border border-line bg-surface p-6 shadow-lg shadow-black/30 transition-colors focus-within:border-gold hover:border-gold"
            >
              <Icon node={ICONS[way.key] ?? IdCard} className="size-8 text-gold" />
              <h3 className="mt-5 text-xl font-semibold text-cream">
                {/* The title is the card's one link, stretched over the card so all of it is a target. */}
                <Link
                  href={way.href}
                  className="rounded-sm group-hover:text-gold after:absolute after:inset-0"
                >
                  {way.label}
                </Link>
              </h3>
              <p className="mt-2 text-muted">{way.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
