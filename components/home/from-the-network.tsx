import { Link } from '@/components/ui/link';
import { Container } from '@/components/layout/container';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { StaticImage } from '@/components/ui/static-image';
import { getPublishedArticles } from '@/data/articles';
import { getAlbums, getGalleryPhotos } from '@/data/gallery';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { getPublishedNews } from '@/data/news';
import { formatShortDate } from '@/lib/dates';
import { localizePath } from '@/lib/i18n/paths';

/** How many of the latest articles, and of the latest news items, the band lists. */
const LATEST_COUNT = 3;

type Entry = { href: string; title: string; category: string; date: string };

/** A short list of the latest pieces: category, date and title (the link). */
function Latest({
  id,
  title,
  entries,
  all,
  locale,
}: {
  id: string;
  title: string;
  entries: readonly Entry[];
  all: { href: string; label: string };
  locale: Locale;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col">
      <h3 id={id} className="text-2xl font-bold text-cream">
        {title}
      </h3>
      <ul className="mt-6 divide-y divide-line border-y border-line">
        {entries.map((entry) => (
          <li key={entry.href} className="py-5">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
              <Badge>{entry.category}</Badge>
              <time dateTime={entry.date}>{formatShortDate(entry.date, locale)}</time>
            </p>
            <p className="mt-3 text-lg font-semibold text-cream">
              <Link
                href={entry.href}
                className="underline-offset-4 hover:text-gold hover:underline"
              >
                {entry.title}
              </Link>
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <ButtonLink href={all.href} variant="secondary">
          {all.label}
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * 'From the network': the latest articles and news items and a strip of photos, one from each
 * album, leading to the album. Rendered on the server: the home page's JavaScript does not grow.
 */
export function FromTheNetwork({ locale }: { locale: Locale }) {
  const { home: t, labels } = getMessages(locale);
  const articles = getPublishedArticles(locale).slice(0, LATEST_COUNT);
  const news = getPublishedNews(locale).slice(0, LATEST_COUNT);
  const photos = getGalleryPhotos(locale);
  const strip = getAlbums(locale).flatMap((album) => {
    const photo = photos.find((each) => each.album === album.slug);
    return photo ? [{ photo, album }] : [];
  });
  return (
    <section
      aria-labelledby="from-the-network"
      className="border-t border-line bg-surface py-14 sm:py-20"
    >
      <Container>
        <SectionHeading
          id="from-the-network"
          eyebrow={t.networkEyebrow}
          title={t.networkTitle}
          description={t.networkDescription}
        />
        <div className="grid gap-12 lg:grid-cols-2">
          <Latest
            id="latest-articles"
            title={t.latestArticles}
            locale={locale}
            entries={articles.map((article) => ({
              href: localizePath(`/articles/${article.slug}`, locale),
              title: article.title,
              category: labels.articleCategories[article.category],
              date: article.publishedAt,
            }))}
            all={{ href: localizePath('/articles', locale), label: t.allArticles }}
          />
          <Latest
            id="latest-news"
            title={t.latestNews}
            locale={locale}
            entries={news.map((item) => ({
              href: localizePath(`/news/${item.slug}`, locale),
              title: item.headline,
              category: labels.newsCategories[item.category],
              date: item.publishedAt,
            }))}
            all={{ href: localizePath('/news', locale), label: t.allNews }}
          />
        </div>

        <section aria-labelledby="gallery-strip" className="mt-16">
          <h3 id="gallery-strip" className="text-2xl font-bold text-cream">
            {t.gallery}
          </h3>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {strip.map(({ photo, album }) => (
              <li key={photo.id}>
                <Link
                  href={localizePath(`/gallery/${album.slug}`, locale)}
                  className="group flex h-full flex-col overflow-hidden rounded-lg border border-line hover:border-gold"
                >
                  <StaticImage
                    src={photo.src}
                    alt={photo.alt}
                    width={photo.width}
                    height={photo.height}
                    sizes="(min-width: 1280px) 240px, (min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
                    loading="lazy"
                    className="aspect-square w-full bg-surface-raised object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                  />
                  <span className="block flex-1 bg-ink px-3 py-2 text-sm font-semibold text-cream group-hover:text-gold">
                    {album.name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <ButtonLink href={localizePath('/gallery', locale)} variant="secondary">
              {t.viewGallery}
            </ButtonLink>
          </div>
        </section>
      </Container>
    </section>
  );
}
