import type { Metadata } from 'next';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { ProvinceCard } from '@/components/provincial/province-card';
import { ProvincialBoards } from '@/components/provincial/provincial-boards';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { getProvincialBoards } from '@/data/provincial-boards';
import { SITE } from '@/data/site';
import { formatMessage } from '@/lib/i18n/format';
import { buildPageMetadata } from '@/lib/metadata';
import { SearchIndexed } from '@/components/search/search-indexed';

export function provincialLeadershipMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).provincial;
  return buildPageMetadata({
    title: t.title,
    description: formatMessage(t.metaDescription, { name: SITE.name }),
    path: '/provincial-leadership',
    locale,
  });
}

/** Provincial Leadership: the 34 provincial boards, searchable (its controls are Indonesian in both editions). */
export function ProvincialLeadershipPage({ locale }: { locale: Locale }) {
  const boards = getProvincialBoards();
  const t = getMessages(locale).provincial;
  return (
    <SearchIndexed kind="page">
      <PageHero
        eyebrow={t.eyebrow}
        title={t.title}
        description={
          locale === 'id' ? (
            t.description
          ) : (
            <>
              In every province a board of three leads the network&apos;s members: the{' '}
              <span lang="id">Ketua Provinsi</span>, the <span lang="id">Sekretaris</span> and the{' '}
              <span lang="id">Bendahara</span>. Search for a province or a name, or choose a region.
            </>
          )
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
    </SearchIndexed>
  );
}
