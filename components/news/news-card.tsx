import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { StaticImage } from '@/components/ui/static-image';
import { COVER_SIZE } from '@/data/image-sizes';
import type { NewsItem } from '@/data/schemas/news';
import { formatShortDate } from '@/lib/dates';

type Props = {
  item: Pick<
    NewsItem,
    | 'slug'
    | 'headline'
    | 'category'
    | 'excerpt'
    | 'coverImage'
    | 'publishedAt'
    | 'author'
    | 'source'
  >;
  headingLevel?: 'h2' | 'h3';
};

/** A news item in the newsroom's grid; the headline is the card's one link, stretched over it. */
export function NewsCard({ item, headingLevel: Heading = 'h2' }: Props) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-lg shadow-black/30 transition-colors hover:border-gold/60">
      <StaticImage
        src={item.coverImage}
        alt=""
        {...COVER_SIZE}
        sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
        className="aspect-video w-full bg-surface-raised object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
          <Badge>{item.category}</Badge>
          <time dateTime={item.publishedAt}>{formatShortDate(item.publishedAt)}</time>
        </div>
        <Heading className="mt-4 text-xl font-bold text-cream">
          <Link
            href={`/news/${item.slug}`}
            className="underline-offset-4 after:absolute after:inset-0 hover:text-gold hover:underline"
          >
            {item.headline}
          </Link>
        </Heading>
        <p className="mt-3 text-muted">{item.excerpt}</p>
        <p className="mt-auto pt-5 text-sm text-cream">
          {item.author ? <>By {item.author} · </> : null}
          Source: {item.source}
        </p>
      </div>
    </article>
  );
}
