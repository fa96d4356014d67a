import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { ProvinceCard } from '@/components/provincial/province-card';
import { ProvincialBoards } from '@/components/provincial/provincial-boards';
import { getProvincialBoards } from '@/data/provincial-boards';
import { SITE } from '@/data/site';
import { buildPageMetadata } from '@/lib/metadata';

export const metadata = buildPageMetadata({
  title: 'Provincial Leadership',
  description: `The ${SITE.name}'s boards in all 34 provinces: the Ketua Provinsi, Sekretaris and Bendahara of each, searchable by name and region.`,
  path: '/provincial-leadership',
});

export default function ProvincialLeadershipPage() {
  const boards = getProvincialBoards();
  return (
    <>
      <PageHero
        eyebrow="34 provinces"
        title="Provincial Leadership"
        description={
          <>
            In every province a board of three leads the network&apos;s members: the{' '}
            <span lang="id">Ketua Provinsi</span>, the <span lang="id">Sekretaris</span> and the{' '}
            <span lang="id">Bendahara</span>. Search for a province or a name, or choose a region.
          </>
        }
      />
      <Container className="py-14">
        <ProvincialBoards
          boards={boards.map(({ id, province, region, ketua, sekretaris, bendahara }) => ({
            id,
            province,
            region,
            ketua,
            sekretaris,
            bendahara,
          }))}
          cards={Object.fromEntries(
            boards.map((board) => [board.id, <ProvinceCard key={board.id} board={board} />]),
          )}
        />
      </Container>
    </>
  );
}
