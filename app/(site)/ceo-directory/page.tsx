import { CeoCard } from '@/components/directory/ceo-card';
import { CeoDirectory } from '@/components/directory/ceo-directory';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { getCeos } from '@/data/ceos';
import { SITE } from '@/data/site';
import { toDirectoryEntry } from '@/lib/directory';
import { buildPageMetadata } from '@/lib/metadata';

export const metadata = buildPageMetadata({
  title: 'CEO Directory',
  description: `Find the directors and commissioners of the ${SITE.name} by name, company, title, industry or province.`,
  path: '/ceo-directory',
});

export default function CeoDirectoryPage() {
  const ceos = getCeos();
  return (
    <>
      <PageHero
        eyebrow="Members"
        title="CEO Directory"
        description="Meet the leaders of the network. Search by name, company or title, or narrow the list by industry and province. Members signed in to the full directory can browse more than 200 profiles."
      />
      <Container className="py-14">
        <CeoDirectory
          entries={ceos.map(toDirectoryEntry)}
          cards={Object.fromEntries(
            ceos.map((ceo) => [ceo.slug, <CeoCard key={ceo.slug} ceo={ceo} headingLevel="h2" />]),
          )}
        />
      </Container>
    </>
  );
}
