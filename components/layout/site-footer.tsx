import { Link } from '@/components/ui/link';
import { Mail, MapPin, Phone } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { getSiteText, SITE } from '@/data/site';
import { networkLinks, quickLinks, type NavItem } from '@/lib/navigation';
import { LogoMark } from './logo';
import { SocialIcons } from './social-icons';

/** A titled column of footer links: the spec's Quick Links, and the network's other ways in. */
function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly NavItem[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-sans text-sm font-semibold tracking-[0.2em] text-gold uppercase">
        {title}
      </h2>
      <ul className="mt-5 space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="text-cream underline-offset-4 hover:text-gold hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({
  locale,
  idSuffix = '',
}: {
  locale: Locale;
  /** Keeps ids unique on the 404 page, which carries both editions' footers. */
  idSuffix?: string;
}) {
  const { contact } = SITE;
  const text = getSiteText(locale);
  const t = getMessages(locale).common.footer;
  return (
    <footer className="border-t border-line bg-surface print:hidden">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-[2fr_1fr_1fr_1.3fr] lg:px-8">
        <div className="sm:col-span-2 lg:col-span-1">
          <p className="flex items-center gap-3 text-gold">
            <LogoMark className="size-12" />
            <span className="font-display text-xl font-bold text-cream">{SITE.name}</span>
          </p>
          <p className="mt-5 max-w-md text-muted">{text.blurb}</p>
          <div className="mt-6">
            <SocialIcons networks={SITE.social} />
          </div>
        </div>

        <FooterLinks
          id={`footer-quick-links${idSuffix}`}
          title={t.quickLinks}
          links={quickLinks(locale)}
        />
        <FooterLinks
          id={`footer-network${idSuffix}`}
          title={t.network}
          links={networkLinks(locale)}
        />

        <div className="sm:col-span-2 lg:col-span-1">
          <h2 className="font-sans text-sm font-semibold tracking-[0.2em] text-gold uppercase">
            {t.contact}
          </h2>
          <ul className="mt-5 space-y-4 text-cream">
            <li className="flex gap-3">
              <Icon node={MapPin} className="mt-1 text-gold" />
              <address className="not-italic">
                {text.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
            <li className="flex gap-3">
              <Icon node={Phone} className="mt-1 text-gold" />
              <a
                href={contact.phone.href}
                className="underline-offset-4 hover:text-gold hover:underline"
              >
                {contact.phone.display}
              </a>
            </li>
            <li className="flex gap-3">
              <Icon node={Mail} className="mt-1 text-gold" />
              <a
                href={`mailto:${contact.email}`}
                className="[overflow-wrap:anywhere] underline-offset-4 hover:text-gold hover:underline"
              >
                {contact.email}
              </a>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-muted sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © {SITE.copyrightYear} {SITE.name}. {t.rights}
          </p>
          {/* The spec gives these pages no targets yet, so they are plain text rather than dead links. */}
          <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label={t.policies}>
            {t.legal.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
