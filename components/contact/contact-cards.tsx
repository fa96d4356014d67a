import { Clock, Mail, MapPin, Phone } from 'lucide';
import type { IconNode } from 'lucide';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { getSiteText, SITE } from '@/data/site';

const link = 'text-gold underline underline-offset-4 hover:text-gold-soft';

/** Address, phone, e-mail and office hours of the secretariat, from data/site.ts. */
export function ContactCards({ locale }: { locale: Locale }) {
  const { contact } = SITE;
  const { addressLines, officeHours } = getSiteText(locale);
  const t = getMessages(locale).contact.cards;
  const cards: { title: string; icon: IconNode; body: ReactNode }[] = [
    {
      title: t.address,
      icon: MapPin,
      body: (
        <address className="not-italic">
          {addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ),
    },
    {
      title: t.phone,
      icon: Phone,
      body: (
        <a href={contact.phone.href} className={link}>
          {contact.phone.display}
        </a>
      ),
    },
    {
      title: t.email,
      icon: Mail,
      body: (
        <a href={`mailto:${contact.email}`} className={`${link} [overflow-wrap:anywhere]`}>
          {contact.email}
        </a>
      ),
    },
    { title: t.hours, icon: Clock, body: <p>{officeHours}</p> },
  ];
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <Card as="li" key={card.title}>
          <span className="flex size-12 items-center justify-center rounded-full border border-gold/60 text-gold">
            <Icon node={card.icon} />
          </span>
          <h3 className="mt-4 text-xl font-semibold text-cream">{card.title}</h3>
          <div className="mt-2 text-cream">{card.body}</div>
        </Card>
      ))}
    </ul>
  );
}
