import type { Metadata } from 'next';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { getInternationalBoards } from '@/data/international-boards';
import { FLAG_SIZE } from '@/data/image-dimensions';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { SITE } from '@/data/site';
import { formatMessage } from '@/lib/i18n/format';
import { buildPageMetadata } from '@/lib/metadata';
import { SearchIndexed } from '@/components/search/search-indexed';

export function internationalLeadershipMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).international;
  return buildPageMetadata({
    title: t.title,
    description: formatMessage(t.metaDescription, { name: SITE.name }),
    path: '/international-leadership',
    locale,
  });
}

/** International Leadership: the chapters abroad, each with its Ketua and Sekretaris. */
export function InternationalLeadershipPage({ locale }: { locale: Locale }) {
  const boards = getInternationalBoards();
  const t = getMessages(locale).international;
  return (
    <SearchIndexed kind="page">
      <PageHero
        eyebrow={formatMessage(t.eyebrow, { count: boards.length })}
        title={t.title}
        description={t.description}
      />
      <Container className="py-14">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {boards.map((board) => (
            <li key={board.country}>
              <article className="flex h-full flex-col rounded-xl border border-line bg-surface p-6 transition-colors hover:border-gold/60">
                <div className="flex items-center gap-4">
                  {/* eslint-disable-next-line @next/next/no-img-element -- an SVG flag: no raster variants to choose from */}
                  <img
                    src={board.flag}
                    alt={formatMessage(t.flag, { country: t.countries[board.country] })}
                    {...FLAG_SIZE}
                    loading="lazy"
                    decoding="async"
                    className="h-12 w-16 rounded border border-line object-cover"
                  />
                  <h2 className="text-2xl font-bold text-cream">{t.countries[board.country]}</h2>
                </div>
                <dl className="mt-6 space-y-3" lang="id">
                  <div>
                    <dt className="text-xs font-semibold tracking-[0.15em] text-gold uppercase">
                      Ketua
                    </dt>
                    <dd className="mt-0.5 text-cream">{board.ketua}</dd>
                  </div>
                  {board.sekretaris ? (
                    <div>
                      <dt className="text-xs font-semibold tracking-[0.15em] text-gold uppercase">
                        Sekretaris
                      </dt>
                      <dd className="mt-0.5 text-cream">{board.sekretaris}</dd>
                    </div>
                  ) : null}
                </dl>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </SearchIndexed>
  );
}
