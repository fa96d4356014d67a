import { Globe, Mail } from 'lucide';
import { SocialGlyph } from '@/components/layout/social-icons';
import { SectionCard } from '@/components/ui/section-card';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import type { CeoContact } from '@/data/schemas/ceos';
import { hasContactDetails } from '@/lib/directory';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';

/** The Contact & Links card: each channel only if present, otherwise the spec's notice. */
export function ContactCard({ contact, locale }: { contact: CeoContact; locale: Locale }) {
  const t = getMessages(locale).ceo;
  const newTab = getMessages(locale).common.newTab;
  return (
    <SectionCard id="contact-links" title={t.contactLinks} compact>
      {hasContactDetails(contact) ? (
        <ul className="space-y-4 break-all">
          {contact.email ? (
            <li className="flex items-start gap-3">
              <Icon node={Mail} className="mt-0.5 text-gold" />
              <a
                href={`mailto:${contact.email}`}
                className="text-gold underline underline-offset-4 hover:text-gold-soft"
              >
                {contact.email}
              </a>
            </li>
          ) : null}
          {contact.linkedin ? (
            <li className="flex items-start gap-3">
              <SocialGlyph name="LinkedIn" className="mt-0.5 size-5 shrink-0 text-gold" />
              <ExternalLink href={contact.linkedin} newTabLabel={newTab}>
                {t.linkedin}
              </ExternalLink>
            </li>
          ) : null}
          {contact.website ? (
            <li className="flex items-start gap-3">
              <Icon node={Globe} className="mt-0.5 text-gold" />
              <ExternalLink href={contact.website} newTabLabel={newTab}>
                {t.website}
              </ExternalLink>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="text-muted">{t.noContact}</p>
      )}
    </SectionCard>
  );
}
