import { TabSet, type TabSetItem } from '@/components/ui/tab-set';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import type { CrowdfundingProject } from '@/data/schemas/crowdfunding';
import { fundUseRows } from '@/lib/crowdfunding';
import { FundUseTable } from './fund-use-table';

type TabValue = 'description' | 'team' | 'funds' | 'projections';

/** The panels' visible headings; a panel still reads as a section when the tabs are not shown. */
function PanelHeading({ children }: { children: string }) {
  return <h2 className="text-2xl font-bold text-cream">{children}</h2>;
}

const panelClass = 'rounded-xl border border-line bg-surface p-5 sm:p-8';

/**
 * The project's four tabs, rendered here on the server and handed to the TabSet island, so every
 * panel is in the exported HTML. The description tab comes first and is the default (spec §4).
 */
export function ProjectDetails({
  project,
  locale,
  className,
}: {
  project: CrowdfundingProject;
  locale: Locale;
  className?: string;
}) {
  const t = getMessages(locale).crowdfunding;
  const items: TabSetItem<TabValue>[] = [
    {
      value: 'description',
      label: t.tabs.description,
      panel: (
        <div className={panelClass}>
          <PanelHeading>{t.tabs.description}</PanelHeading>
          <div className="mt-5 space-y-4 text-cream/90">
            {project.businessDescription.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
      ),
    },
    {
      value: 'team',
      label: t.tabs.team,
      panel: (
        <div className={panelClass}>
          <PanelHeading>{t.tabs.team}</PanelHeading>
          <div className="mt-5">
            <h3 className="text-xl font-semibold text-cream">{project.founder.name}</h3>
            <p className="mt-1 font-medium text-gold">{project.founder.role}</p>
            <p className="mt-3 text-cream/90">{project.founder.bio}</p>
          </div>
          {project.team.length > 0 ? (
            <>
              <h3 className="mt-8 text-lg font-semibold text-cream">{t.theTeam}</h3>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {project.team.map((member) => (
                  <li key={member.name} className="rounded-lg border border-line p-4">
                    <p className="font-semibold text-cream">{member.name}</p>
                    <p className="mt-1 text-sm text-muted">{member.role}</p>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ),
    },
    {
      value: 'funds',
      label: t.tabs.funds,
      panel: (
        <div className={panelClass}>
          <PanelHeading>{t.tabs.funds}</PanelHeading>
          <div className="mt-5">
            <FundUseTable
              rows={fundUseRows(
                project.targetFunding,
                project.fundingBreakdown,
                project.fundUsePlan,
                t.fundUse.categories,
              )}
              targetFunding={project.targetFunding}
              strings={t.fundUse}
            />
          </div>
        </div>
      ),
    },
    {
      value: 'projections',
      label: t.tabs.projections,
      panel: (
        <div className={panelClass}>
          <PanelHeading>{t.tabs.projections}</PanelHeading>
          <h3 className="mt-5 text-lg font-semibold text-cream">{t.roi}</h3>
          <p className="mt-2 text-xl font-semibold text-gold">{project.projectedROI}</p>
          <h3 className="mt-8 text-lg font-semibold text-cream">{t.risks}</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-cream/90 marker:text-gold">
            {project.risks.map((risk) => (
              <li key={risk}>{risk}</li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-muted">{t.disclaimer}</p>
        </div>
      ),
    },
  ];

  return (
    <TabSet
      idBase="project"
      label={t.tabs.label}
      items={items}
      defaultValue="description"
      className={className}
    />
  );
}
