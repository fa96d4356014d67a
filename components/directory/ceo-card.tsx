import { MapPin } from 'lucide';
import { Badge } from '@/components/ui/badge';
import { CardAction } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { StaticImage } from '@/components/ui/static-image';
import type { Ceo } from '@/data/schemas/ceos';
import { CEO_PORTRAIT_SIZE } from '@/data/image-dimensions';
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

/**
 * A directory card. 'View Profile' keeps its short name and is described by the person's name.
 * On a phone it is compact, the photo beside the words, so a screen holds three members or more;
 * from the small breakpoint up, the photo heads the card.
 */
export function CeoCard({ ceo, headingLevel: Heading = 'h3', locale, labels }: Props) {
  const nameId = `ceo-card-${ceo.slug}`;
  return (
    <article className="flex h-full gap-4 overflow-hidden rounded-xl border border-line bg-surface p-3 shadow-lg shadow-black/30 transition-colors hover:border-gold/60 sm:flex-col sm:gap-0 sm:p-0">
      <StaticImage
        src={ceo.image}
        alt=""
        {...CEO_PORTRAIT_SIZE}
        sizes="(min-width: 1280px) 296px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 96px"
        className="aspect-[4/5] w-24 shrink-0 self-start rounded-lg bg-surface-raised object-cover sm:w-full sm:rounded-none"
      />
      <div className="flex min-w-0 flex-1 flex-col sm:p-5">
        <Badge className="self-start">{labels.industries[ceo.industry] ?? ceo.industry}</Badge>
        <Heading id={nameId} className="mt-2 text-lg font-bold text-cream sm:mt-4 sm:text-xl">
          {ceo.name}
        </Heading>
        <p className="mt-1 text-sm font-medium text-gold">{ceo.title}</p>
        <p className="mt-1 text-sm text-cream">{ceo.company}</p>
        <p className="mt-1 flex items-center gap-2 text-sm text-muted sm:mt-3">
          <Icon node={MapPin} className="size-4" />
          {ceo.province}
        </p>
        <CardAction href={localizePath(`/ceo/${ceo.slug}`, locale)} describedBy={nameId} compact>
          {labels.viewProfile}
        </CardAction>
      </div>
    </article>
  );
}
