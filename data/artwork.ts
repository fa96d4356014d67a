import { getPublishedArticles } from './articles';
import { getCeos } from './ceos';
import { getCrowdfundingProjects } from './crowdfunding';
import { getEvents } from './events';
import { getAlbums, getGalleryPhotos } from './gallery';
import {
  ALBUM_COVER_SIZE,
  AVATAR_SIZE,
  CEO_PORTRAIT_SIZE,
  COVER_SIZE,
  type ImageSize,
} from './image-dimensions';
import { getInternationalBoards } from './international-boards';
import { getPublishedNews } from './news';
import { ContentError } from './schemas/content-file';
import { UPLOADS_PATH } from './uploads';

/**
 * An image the content names, with what its placeholder artwork shows: the artwork is drawn from
 * this (scripts/generate-artwork.mjs), so a new record needs no drawing of its own.
 */
export type ImageReference = {
  /** `/images/<folder>/<name>.webp`, or `.svg` for a flag (copied, not drawn). */
  path: string;
  /** The size the file must have; undefined for SVG flags, which scale. */
  size?: ImageSize;
  /**
   * A portrait's or avatar's person, drawn as initials. Covers and photos carry no words: their
   * page prints the title or caption beside them.
   */
  initialsOf?: string;
  /** Chooses the icon: an industry, a category, an album… */
  category?: string;
  /** The record that names it, for a build error: 'the event nusantara-ceo-summit-2027'. */
  namedBy: string;
};

const sameSize = (a?: ImageSize, b?: ImageSize) => a?.width === b?.width && a?.height === b?.height;
const sizeText = (size?: ImageSize) => (size ? `${size.width} × ${size.height}` : 'its own size');

/** Every image path named anywhere in the data, once, with the size its page will declare. */
export function collectImageReferences(): ImageReference[] {
  const refs: ImageReference[] = [];
  const add = (ref: ImageReference) => refs.push(ref);
  const sectionImages = (
    sections: readonly { type: string; src?: string }[],
    category: string,
    namedBy: string,
  ) => {
    for (const section of sections) {
      if (section.type === 'image' && section.src) {
        add({ path: section.src, size: COVER_SIZE, category, namedBy: `${namedBy} (its text)` });
      }
    }
  };

  for (const ceo of getCeos()) {
    add({
      path: ceo.image,
      size: CEO_PORTRAIT_SIZE,
      initialsOf: ceo.name,
      category: ceo.industry,
      namedBy: `the CEO ${ceo.slug}`,
    });
  }
  for (const article of getPublishedArticles()) {
    const namedBy = `the article ${article.slug}`;
    add({ path: article.coverImage, size: COVER_SIZE, category: article.category, namedBy });
    const { author } = article;
    add({
      path: author.avatar,
      size: AVATAR_SIZE,
      initialsOf: author.name,
      category: 'author',
      namedBy: `${namedBy} (its author)`,
    });
    sectionImages(article.content.sections, article.category, namedBy);
  }
  for (const item of getPublishedNews()) {
    const namedBy = `the news item ${item.slug}`;
    add({ path: item.coverImage, size: COVER_SIZE, category: item.category, namedBy });
    sectionImages(item.content.sections, item.category, namedBy);
  }
  for (const event of getEvents()) {
    const namedBy = `the event ${event.slug}`;
    add({ path: event.image, size: COVER_SIZE, category: event.category, namedBy });
  }
  for (const project of getCrowdfundingProjects()) {
    const namedBy = `the crowdfunding project ${project.slug}`;
    add({ path: project.image, size: COVER_SIZE, category: project.industry, namedBy });
  }
  for (const photo of getGalleryPhotos()) {
    const size = { width: photo.width, height: photo.height };
    const namedBy = `the gallery album ${photo.album} (${photo.id})`;
    add({ path: photo.src, size, category: photo.album, namedBy });
  }
  for (const album of getAlbums()) {
    const namedBy = `the gallery album ${album.slug} (its cover)`;
    add({ path: album.coverPhoto, size: ALBUM_COVER_SIZE, category: album.slug, namedBy });
  }
  for (const board of getInternationalBoards()) {
    add({ path: board.flag, namedBy: `the international board ${board.code}` });
  }
  // One file can serve several records (an author of two articles, a reused portrait): the first
  // record to name it decides what it shows. An uploaded photo is published at one size, so it
  // may be reused only where its pages declare that size.
  const byPath = new Map<string, ImageReference>();
  for (const ref of refs) {
    const first = byPath.get(ref.path);
    if (!first) byPath.set(ref.path, ref);
    else if (ref.path.startsWith(`${UPLOADS_PATH}/`) && !sameSize(first.size, ref.size)) {
      throw new ContentError(
        `${ref.path} is used by ${first.namedBy} at ${sizeText(first.size)} and by ${ref.namedBy} ` +
          `at ${sizeText(ref.size)}: upload the photo again, under another name, for the second use`,
      );
    }
  }
  return [...byPath.values()];
}
