import type { ReactNode } from 'react';
import type { Locale } from '@/data/locales';
import { formatCountMessage } from '@/lib/i18n/format';
import { formatSearchDate, type SearchGroup } from '@/lib/search';
import { Excerpt } from './excerpt';
import type { SearchCommonStrings } from './search-strings';

type SearchResultsStrings = Pick<SearchCommonStrings, 'kinds' | 'groupCount'>;

type Props = {
  groups: readonly SearchGroup[];
  strings: SearchResultsStrings;
  locale: Locale;
  /** Keeps ids unique where two lists could be on one page. */
  idPrefix: string;
  headingLevel?: 'h2' | 'h3';
  /** Thumbnails beside the results (the /search page; the dialog stays light). */
  showImages?: boolean;
  /** What follows a group's list (its 'Show more' button on /search). */
  groupFooter?: (group: SearchGroup) => ReactNode;
};

/**
 * Results grouped by kind (Members, Events, Articles…), each group a labelled section with its
 * count and a list. Each result is a link named by the page's title (its visible text, as WCAG's
 * label-in-name asks) and described by its date and excerpt, whose matched words are marked; the
 * whole row is the link's target. Links carry `data-search-result` for the dialog's arrow keys.
 */
export function SearchResults({
  groups,
  strings: t,
  locale,
  idPrefix,
  headingLevel: Heading = 'h3',
  showImages = false,
  groupFooter,
}: Props) {
  return (
    <div className="space-y-6">
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.kind}`;
        return (
          <section key={group.kind} aria-labelledby={headingId}>
            <Heading
              id={headingId}
              className="px-3 font-sans text-xs font-semibold tracking-widest text-gold uppercase"
            >
              {t.kinds[group.kind]}{' '}
              <span className="font-normal text-muted normal-case">
                ({formatCountMessage(group.count, t.groupCount)})
              </span>
            </Heading>
            <ul className="mt-2 space-y-1">
              {group.hits.map((hit, index) => {
                const id = `${headingId}-${index}`;
                const described = [hit.date ? `${id}-date` : null, `${id}-excerpt`]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <li
                    key={hit.url}
                    className="group relative flex gap-3 rounded-md px-3 py-2.5 transition-colors focus-within:bg-surface-hover hover:bg-surface-hover"
                  >
                    {showImages && hit.image ? (
                      // eslint-disable-next-line @next/next/no-img-element -- a 96 px variant the build wrote; decorative
                      <img
                        src={hit.image}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        decoding="async"
                        className="size-12 shrink-0 rounded-md bg-surface-raised object-cover"
                      />
                    ) : null}
                    <div className="min-w-0">
                      {/* Named by the title alone; the whole row is its target (::after). */}
                      <a
                        href={hit.url}
                        data-search-result=""
                        aria-describedby={described}
                        className="block font-semibold text-cream group-hover:text-gold after:absolute after:inset-0 after:rounded-md focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-gold"
                      >
                        {hit.title}
                      </a>
                      {hit.date ? (
                        <p id={`${id}-date`} className="text-xs text-muted">
                          {formatSearchDate(hit.date, locale)}
                        </p>
                      ) : null}
                      <p
                        id={`${id}-excerpt`}
                        className="mt-0.5 text-sm [overflow-wrap:anywhere] text-muted"
                      >
                        <Excerpt parts={hit.excerpt} />
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
            {groupFooter?.(group)}
          </section>
        );
      })}
    </div>
  );
}
