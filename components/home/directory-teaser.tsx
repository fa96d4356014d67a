import { CeoCard } from '@/components/directory/ceo-card';
import { Container } from '@/components/layout/container';
import { ButtonLink } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { getHomeCeos } from '@/data/ceos';
import { HOME } from '@/data/home';

/** The first three directory profiles, with the way into the full directory. */
export function DirectoryTeaser() {
  const { directoryTeaser: copy } = HOME;
  return (
    <section aria-labelledby="directory-teaser" className="py-20">
      <Container>
        <SectionHeading
          id="directory-teaser"
          eyebrow={copy.eyebrow}
          title={copy.title}
          description={copy.description}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {getHomeCeos().map((ceo) => (
            <li key={ceo.slug}>
              <CeoCard ceo={ceo} />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center gap-4 text-center">
          <p className="text-muted">{copy.note}</p>
          <ButtonLink href="/ceo-directory" size="lg">
            View All Members
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
