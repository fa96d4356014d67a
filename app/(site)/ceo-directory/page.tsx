import { CeoDirectory } from '@/components/directory/ceo-directory';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { getDirectoryIndex, getDirectoryPreview } from '@/data/ceos';
import { SITE } from '@/data/site';
import { buildPageMetadata } from '@/lib/metadata';

export const metadata = buildPageMetadata({
  title: 'CEO Directory',
  description: `Find the directors and commissioners of the ${SITE.name} by name, company, title, industry or province.`,
  path: '/ceo-directory',
});

export default function CeoDirectoryPage() {
  const { initial, total } = getDirectoryPreview();
  return (
    <>
      <PageHero
        eyebrow="Members"
        title="CEO Directory"
        description="Meet the leaders of the network. Search by name, company or title, or narrow the list by industry and province. Members signed in to the full directory can browse 200+ profiles."
      />
      <Container className="py-14">
        <CeoDirectory initial={initial} total={total} indexUrl={getDirectoryIndex().url} />
      </Container>
    </>
  );
}
