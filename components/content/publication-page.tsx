import type { ReactNode } from 'react';
import { Container } from '@/components/layout/container';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { JsonLd } from '@/components/ui/json-ld';
import { StaticImage } from '@/components/ui/static-image';
import { COVER_SIZE } from '@/data/image-dimensions';
import { cn } from '@/lib/cn';
import { ContentSections, READING_MEASURE, type ContentSection } from './content-sections';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { localizePath } from '@/lib/i18n/paths';
import { SearchIndexed } from '@/components/search/search-indexed';

type Props = {
  /** The listing the piece belongs to: its name, address and back link ('Back to Articles'). */
  listing: { label: string; href: string; back: string };
  path: string;
  category: string;
  title: string;
  /** The byline: list items (author, date, reading time or source). */
  meta: ReactNode;
  /** The share links and anything beside them, under the byline. */
  share: ReactNode;
  coverImage: string;
  sections: readonly ContentSection[];
  /** What follows the text inside the piece (tags and author, key highlights). */
  after?: ReactNode;
  /** The related pieces, after the piece. */
  related: ReactNode;
  jsonLd: Record<string, unknown>;
  /** What the site search files the piece under: its kind and its publication date. */
  search: { kind: 'article' | 'news'; date: string };
  /** The page's edition: the breadcrumb's words and the home link. */
  locale: Locale;
};

/**
 * The page of an article or a news item: breadcrumb and back link, the piece (category, title,
 * byline, share links, cover, text in a reading column) and its related pieces. Printed, only the
 * piece remains.
 */
export function PublicationPage({
  listing,
  path,
  category,
  title,
  meta,
  share,
  coverImage,
  sections,
  after,
  related,
  jsonLd,
  search,
  locale,
}: Props) {
  const { common } = getMessages(locale);
  return (
    <Container className="pt-32 pb-20 print:pt-0">
      <div className="print:hidden">
        <Breadcrumb
          label={common.breadcrumb}
          items={[
            { label: common.homeLinkLabel, href: localizePath('/', locale) },
            { label: listing.label, href: listing.href },
            { label: title, href: path },
          ]}
        />
        <div className="mt-6">
          <BackLink href={listing.href}>{listing.back}</BackLink>
        </div>
      </div>

      <SearchIndexed
        as="article"
        kind={search.kind}
        image={coverImage}
        date={search.date}
        className="mx-auto mt-8 max-w-4xl"
      >
        <header>
          <Badge>{category}</Badge>
          <h1 className="mt-4 text-4xl font-bold text-cream sm:text-5xl">{title}</h1>
          <ul className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-cream">{meta}</ul>
          <div data-pagefind-ignore="">{share}</div>
        </header>

        <StaticImage
          src={coverImage}
          alt=""
          {...COVER_SIZE}
          sizes="(min-width: 896px) 896px, 100vw"
          preload
          className="mt-8 aspect-video w-full rounded-xl bg-surface-raised object-cover"
        />

        <ContentSections sections={sections} className={cn('mx-auto mt-10', READING_MEASURE)} />

        {after}
      </SearchIndexed>

      {related}

      <JsonLd data={jsonLd} />
    </Container>
  );
}
