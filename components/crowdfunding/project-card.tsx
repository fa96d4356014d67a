import { MapPin } from 'lucide';
import { Badge } from '@/components/ui/badge';
import { CardAction } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { StaticImage } from '@/components/ui/static-image';
import type { CrowdfundingProject } from '@/data/schemas/crowdfunding';
import { COVER_SIZE } from '@/data/image-dimensions';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatMessage } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';
import { FundingProgress } from './funding-progress';

type Props = {
  project: Pick<
    CrowdfundingProject,
    | 'slug'
    | 'name'
    | 'location'
    | 'industry'
    | 'description'
    | 'raisedFunding'
    | 'targetFunding'
    | 'daysLeft'
    | 'image'
  >;
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a listing: its cover is the largest paint on a phone, so it is preloaded. */
  preload?: boolean;
};

/** A project in a grid: cover, industry, name, place, summary, funding progress and its link. */
export function ProjectCard({
  project,
  locale,
  headingLevel: Heading = 'h2',
  preload = false,
}: Props) {
  const titleId = `project-card-${project.slug}`;
  const { crowdfunding: t, labels } = getMessages(locale);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-lg shadow-black/30 transition-colors hover:border-gold/60">
      <StaticImage
        src={project.image}
        alt=""
        {...COVER_SIZE}
        preload={preload}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
        className="aspect-video w-full bg-surface-raised object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <Badge className="self-start">{labels.industries[project.industry]}</Badge>
        <Heading id={titleId} className="mt-4 text-xl font-bold text-cream">
          {project.name}
        </Heading>
        <p className="mt-3 flex items-center gap-2 text-sm text-cream">
          <Icon node={MapPin} className="size-4 text-gold" />
          {project.location}
        </p>
        <p className="mt-4 text-muted">{project.description}</p>
        <FundingProgress
          className="mt-6"
          funding={project}
          daysLeft={project.daysLeft}
          label={formatMessage(t.progressOf, { name: project.name })}
          locale={locale}
        />
        <CardAction
          href={localizePath(`/crowdfunding/${project.slug}`, locale)}
          describedBy={titleId}
        >
          {t.viewDetails}
        </CardAction>
      </div>
    </article>
  );
}
