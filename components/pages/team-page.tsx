import type { Metadata } from 'next';
import { PageSection } from '@/components/layout/page-section';
import { PageHero } from '@/components/layout/page-hero';
import { LeaderList } from '@/components/team/leader-list';
import { Accordion } from '@/components/ui/accordion';
import { Card } from '@/components/ui/card';
import { getCentralLeadership } from '@/data/central-leadership';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { SITE } from '@/data/site';
import { formatMessage } from '@/lib/i18n/format';
import { buildPageMetadata } from '@/lib/metadata';
import { SearchIndexed } from '@/components/search/search-indexed';

export function teamMetadata(locale: Locale): Metadata {
  const t = getMessages(locale).team;
  return buildPageMetadata({
    title: t.title,
    description: formatMessage(t.metaDescription, { name: SITE.name }),
    path: '/team',
    locale,
  });
}

/** Our Team: the central leadership board's boards, main officers and working fields. */
export function TeamPage({ locale }: { locale: Locale }) {
  const { term, groups, mainOfficers, workingFields } = getCentralLeadership(locale);
  const t = getMessages(locale).team;
  return (
    <SearchIndexed kind="page">
      <PageHero
        eyebrow={formatMessage(t.eyebrow, { term })}
        title={t.title}
        description={formatMessage(t.description, { name: SITE.name, term })}
      />

      <PageSection
        id="boards"
        className="py-16"
        containerClassName="max-w-4xl"
        eyebrow={t.boardsEyebrow}
        title={t.boardsTitle}
        description={t.boardsDescription}
      >
        <Accordion
          items={groups.map((group) => ({
            id: group.id,
            title: <span lang="id">{group.name}</span>,
            subtitle: group.role,
            content: (
              <LeaderList
                head={group.head}
                members={group.members}
                labels={{ head: t.head, member: t.member }}
              />
            ),
          }))}
        />
      </PageSection>

      <PageSection
        id="officers"
        className="border-y border-line bg-surface py-16"
        eyebrow={t.officersEyebrow}
        title={t.officersTitle}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {mainOfficers.map((officer) => (
            <Card as="li" key={officer.role} className="bg-ink text-center">
              <p className="text-xs font-semibold tracking-[0.2em] text-gold uppercase" lang="id">
                {officer.role}
              </p>
              <p className="mt-3 font-display text-xl font-bold text-cream">{officer.name}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="working-fields"
        className="py-16"
        containerClassName="max-w-4xl"
        eyebrow={t.fieldsEyebrow}
        title={formatMessage(t.fieldsTitle, { count: workingFields.length })}
        description={
          locale === 'en' ? (
            <>
              Each field (<span lang="id">bidang</span>) is led by one or more chairs. Open a field
              to see them.
            </>
          ) : (
            t.fieldsDescription
          )
        }
      >
        <Accordion
          items={workingFields.map((field) => ({
            id: field.id,
            title: <span lang="id">{field.name}</span>,
            content: (
              <div>
                <p className="text-xs font-semibold tracking-[0.2em] text-gold uppercase" lang="id">
                  {field.ketua.length > 1 ? t.fieldChairs : t.fieldChair}
                </p>
                <ul className="mt-2 space-y-1">
                  {field.ketua.map((name) => (
                    <li key={name} className="font-semibold text-cream">
                      {name}
                    </li>
                  ))}
                </ul>
              </div>
            ),
          }))}
        />
      </PageSection>
    </SearchIndexed>
  );
}
