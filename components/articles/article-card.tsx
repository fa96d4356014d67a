import { Link } from '@/components/ui/link';
import { Calendar, Clock, UserRound } from 'lucide';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { StaticImage } from '@/components/ui/static-image';
import type { Article } from '@/data/schemas/articles';
import { COVER_SIZE } from '@/data/image-dimensions';
import { formatShortDate } from '@/lib/dates';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatMessage } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';

/** How many tags a card shows. */
const CARD_TAGS = 3;

type Props = {
  article: Pick<
    Article,
    | 'slug'
    | 'title'
    | 'category'
    | 'excerpt'
    | 'coverImage'
    | 'author'
    | 'readingTime'
    | 'publishedAt'
    | 'tags'
  >;
  headingLevel?: 'h2' | 'h3';
  locale: Locale;
};

/**
 * An article in a grid: the title is the card's one link, stretched over the whole card so the
 * cover and text are a target too, while screen readers hear the link once, by its title.
 */
export function ArticleCard({ article, headingLevel: Heading = 'h2', locale }: Props) {
  const { articles: t, labels } = getMessages(locale);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-lg shadow-black/30 transition-colors hover:border-gold/60">
      <StaticImage
        src={article.coverImage}
        alt=""
        {...COVER_SIZE}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
        className="aspect-video w-full bg-surface-raised object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <Badge className="self-start">{labels.articleCategories[article.category]}</Badge>
        <Heading className="mt-4 text-xl font-bold text-cream">
          <Link
            href={localizePath(`/articles/${article.slug}`, locale)}
            className="underline-offset-4 after:absolute after:inset-0 hover:text-gold hover:underline"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-3 text-muted">{article.excerpt}</p>
        <ul className="mt-5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-cream">
          <li className="flex items-center gap-1.5">
            <Icon node={UserRound} className="size-4 text-gold" />
            {article.author.name}
          </li>
          <li className="flex items-center gap-1.5">
            <Icon node={Clock} className="size-4 text-gold" />
            {formatMessage(t.minRead, { minutes: article.readingTime })}
          </li>
          <li className="flex items-center gap-1.5">
            <Icon node={Calendar} className="size-4 text-gold" />
            <time dateTime={article.publishedAt}>
              {formatShortDate(article.publishedAt, locale)}
            </time>
          </li>
        </ul>
        <ul aria-label={t.tagsLabel} className="mt-auto flex flex-wrap gap-2 pt-5">
          {article.tags.slice(0, CARD_TAGS).map((tag) => (
            <li key={tag}>
              <Badge tone="neutral">{tag}</Badge>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
