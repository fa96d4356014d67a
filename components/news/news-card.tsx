import { Link } from '@/components/ui/link';
import { Badge } from '@/components/ui/badge';
import { StaticImage } from '@/components/ui/static-image';
import { COVER_SIZE } from '@/data/image-dimensions';
import type { NewsItem } from '@/data/schemas/news';
import { formatShortDate } from '@/lib/dates';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatMessage } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';

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
  locale: Locale;
};

/** A news item in the newsroom's grid; the headline is the card's one link, stretched over it. */
export function NewsCard({ item, headingLevel: Heading = 'h2', locale }: Props) {
  const { news: t, labels } = getMessages(locale);
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
          <Badge>{labels.newsCategories[item.category]}</Badge>
          <time dateTime={item.publishedAt}>{formatShortDate(item.publishedAt, locale)}</time>
        </div>
        <Heading className="mt-4 text-xl font-bold text-cream">
          <Link
            href={localizePath(`/news/${item.slug}`, locale)}
            className="underline-offset-4 after:absolute after:inset-0 hover:text-gold hover:underline"
          >
            {item.headline}
          </Link>
        </Heading>
        <p className="mt-3 text-muted">{item.excerpt}</p>
        <p className="mt-auto pt-5 text-sm text-cream">
          {item.author ? formatMessage(t.byline, { author: item.author }) : null}
          {formatMessage(t.source, { source: item.source })}
        </p>
      </div>
    </article>
  );
}
