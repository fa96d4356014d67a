import { CeoCard } from '@/components/directory/ceo-card';
import { Container } from '@/components/layout/container';
import { ButtonLink } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { getHomeCeos } from '@/data/ceos';
import { getHome } from '@/data/home';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { localizePath } from '@/lib/i18n/paths';

/** The first three directory profiles, with the way into the full directory. */
export function DirectoryTeaser({ locale }: { locale: Locale }) {
  const { directoryTeaser: copy } = getHome(locale);
  const { directory, labels, home } = getMessages(locale);
  const cardLabels = { viewProfile: directory.viewProfile, industries: labels.industries };
  return (
    <section aria-labelledby="directory-teaser" className="py-14 sm:py-20">
      <Container>
        <SectionHeading
          id="directory-teaser"
          eyebrow={copy.eyebrow}
          title={copy.title}
          description={copy.description}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {getHomeCeos(locale).map((ceo) => (
            <li key={ceo.slug}>
              <CeoCard ceo={ceo} locale={locale} labels={cardLabels} />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center gap-4 text-center">
          <p className="text-muted">{copy.note}</p>
          <ButtonLink href={localizePath('/ceo-directory', locale)} size="lg">
            {home.viewAllMembers}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
