import { Link } from '@/components/ui/link';
import { StaticImage } from '@/components/ui/static-image';
import type { Album } from '@/data/schemas/gallery';
import { ALBUM_COVER_SIZE } from '@/data/image-dimensions';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatCountMessage } from '@/lib/i18n/format';
import { localizePath } from '@/lib/i18n/paths';

/**
 * An album: cover, name, description and photo count. The name is the card's one link, stretched
 * over the whole card so the cover is a target too.
 */
export function AlbumCard({ album, locale }: { album: Album; locale: Locale }) {
  const t = getMessages(locale).gallery;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-lg shadow-black/30 transition-colors focus-within:border-gold hover:border-gold">
      {/* Decorative: the album's name, right below, says what the card is. */}
      <StaticImage
        src={album.coverPhoto}
        alt=""
        {...ALBUM_COVER_SIZE}
        sizes="(min-width: 1280px) 395px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        loading="lazy"
        className="aspect-[4/3] w-full bg-surface-raised object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-bold text-cream">
          <Link
            href={localizePath(`/gallery/${album.slug}`, locale)}
            className="rounded-sm group-hover:text-gold after:absolute after:inset-0"
          >
            {album.name}
          </Link>
        </h3>
        <p className="mt-2 text-muted">{album.description}</p>
        <p className="mt-auto pt-4 text-sm font-semibold text-gold">
          {formatCountMessage(album.photoCount, { one: t.photoOne, other: t.photoMany })}
        </p>
      </div>
    </article>
  );
}
