import { MapPin } from 'lucide';
import { Badge } from '@/components/ui/badge';
import { CardAction } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { StaticImage } from '@/components/ui/static-image';
import type { Ceo } from '@/data/schemas/ceos';
import { CEO_PORTRAIT_SIZE } from '@/data/image-sizes';
import type { Locale } from '@/data/locales';
import { localizePath } from '@/lib/i18n/paths';

type Props = {
  ceo: Pick<Ceo, 'slug' | 'name' | 'title' | 'company' | 'industry' | 'province' | 'image'>;
  headingLevel?: 'h2' | 'h3';
  /** The page's edition: the profile link stays in it. */
  locale: Locale;
  /** The card's words in the page's language: the action, and the industries' labels by value. */
  labels: CeoCardLabels;
};

export type CeoCardLabels = {
  readonly viewProfile: string;
  readonly industries: Readonly<Record<string, string>>;
};

/** A directory card. 'View Profile' keeps its short name and is described by the person's name. */
export function CeoCard({ ceo, headingLevel: Heading = 'h3', locale, labels }: Props) {
  const nameId = `ceo-card-${ceo.slug}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-lg shadow-black/30 transition-colors hover:border-gold/60">
      <StaticImage
        src={ceo.image}
        alt=""
        {...CEO_PORTRAIT_SIZE}
        sizes="(min-width: 1280px) 296px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[4/5] w-full bg-surface-raised object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <Badge className="self-start">{labels.industries[ceo.industry] ?? ceo.industry}</Badge>
        <Heading id={nameId} className="mt-4 text-xl font-bold text-cream">
          {ceo.name}
        </Heading>
        <p className="mt-1 text-sm font-medium text-gold">{ceo.title}</p>
        <p className="mt-1 text-sm text-cream">{ceo.company}</p>
        <p className="mt-3 flex items-center gap-2 text-sm text-muted">
          <Icon node={MapPin} className="size-4" />
          {ceo.province}
        </p>
        <CardAction href={localizePath(`/ceo/${ceo.slug}`, locale)} describedBy={nameId}>
          {labels.viewProfile}
        </CardAction>
      </div>
    </article>
  );
}
