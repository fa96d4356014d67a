import { BankDetails } from '@/components/contact/bank-details';
import { ContactCards } from '@/components/contact/contact-cards';
import { MapIllustration } from '@/components/contact/map-illustration';
import { ContactForm } from '@/components/forms/contact-form';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { Card } from '@/components/ui/card';
import { SectionHeading } from '@/components/ui/section-heading';
import { CONTACT_PAGE } from '@/data/contact';
import { SITE } from '@/data/site';
import { buildPageMetadata } from '@/lib/metadata';

export const metadata = buildPageMetadata({
  title: 'Contact Us',
  description: `Write to the ${SITE.name} secretariat in Jakarta: address, phone, e-mail, office hours, bank details for transfers and a message form. We reply within 24 hours.`,
  path: '/contact',
});

export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Get in touch" title="Contact Us" description={CONTACT_PAGE.intro} />

      <section aria-labelledby="contact-details" className="py-20">
        <Container>
          <SectionHeading id="contact-details" eyebrow="The secretariat" title="How to reach us" />
          <ContactCards />
        </Container>
      </section>

      <section
        aria-label="Message form, bank details and location"
        className="border-t border-line bg-surface py-20"
      >
        <Container className="grid gap-10 lg:grid-cols-[1fr_24rem]">
          <Card className="bg-ink sm:p-8">
            <ContactForm />
          </Card>
          <div className="space-y-8">
            <BankDetails note={CONTACT_PAGE.bankNote} />
            <section aria-labelledby="find-us">
              <h2 id="find-us" className="mb-4 text-xl font-bold text-cream">
                Find us
              </h2>
              <MapIllustration note={CONTACT_PAGE.mapNote} />
            </section>
          </div>
        </Container>
      </section>
    </>
  );
}
