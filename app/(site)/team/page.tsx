import { PageSection } from '@/components/layout/page-section';
import { PageHero } from '@/components/layout/page-hero';
import { LeaderList } from '@/components/team/leader-list';
import { Accordion } from '@/components/ui/accordion';
import { Card } from '@/components/ui/card';
import { getCentralLeadership } from '@/data/central-leadership';
import { SITE } from '@/data/site';
import { buildPageMetadata } from '@/lib/metadata';

export const metadata = buildPageMetadata({
  title: 'Our Team',
  description: `The central leadership board of the ${SITE.name} for 2025–2030: the Dewan Pembina, Dewan Pengawas and Dewan Pakar, the four main officers and the chairs of the 25 working fields.`,
  path: '/team',
});

export default function TeamPage() {
  const { term, groups, mainOfficers, workingFields } = getCentralLeadership();
  return (
    <>
      <PageHero
        eyebrow={`Central Leadership Board · ${term}`}
        title="Our Team"
        description={`The people who lead the ${SITE.name} through the ${term} term: three boards that guide and oversee the foundation, four main officers, and the chairs of its working fields.`}
      />

      <PageSection
        id="boards"
        className="py-16"
        containerClassName="max-w-4xl"
        eyebrow="Boards"
        title="Guidance and oversight"
        description="Open a board to see its chair and members."
      >
        <Accordion
          items={groups.map((group) => ({
            id: group.id,
            title: <span lang="id">{group.name}</span>,
            subtitle: group.role,
            content: <LeaderList head={group.head} members={group.members} />,
          }))}
        />
      </PageSection>

      <PageSection
        id="officers"
        className="border-y border-line bg-surface py-16"
        eyebrow="Executive"
        title="Main Officers"
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
        eyebrow="Working fields"
        title={`${workingFields.length} Working Fields`}
        description={
          <>
            Each field (<span lang="id">bidang</span>) is led by one or more chairs. Open a field to
            see them.
          </>
        }
      >
        <Accordion
          items={workingFields.map((field) => ({
            id: field.id,
            title: <span lang="id">{field.name}</span>,
            content: (
              <div>
                <p className="text-xs font-semibold tracking-[0.2em] text-gold uppercase" lang="id">
                  {field.ketua.length > 1 ? 'Ketua Bidang (bersama)' : 'Ketua Bidang'}
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
    </>
  );
}
