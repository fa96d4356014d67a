'use client';

import type { ReactNode } from 'react';
import { useListingQuery } from '@/components/hooks/use-listing-query';
import { Button } from '@/components/ui/button';
import { FilterButtons } from '@/components/ui/filter-buttons';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { FilterForm } from '@/components/ui/filter-form';
import { ListingResults } from '@/components/ui/listing-results';
import { Pagination, type PaginationStrings } from '@/components/ui/pagination';
import { ResultCount } from '@/components/ui/result-count';
import { SearchInput } from '@/components/ui/search-input';
import { ARTICLE_CATEGORY_OPTIONS } from '@/data/options';
import { articleQuery, filterArticles, type ArticleEntry } from '@/lib/articles';
import { paginate } from '@/lib/pagination';
import { ARTICLES_PAGE_SIZE } from '@/lib/constants';
import type { Messages } from '@/data/messages';

const FORM_ID = 'articles-filters';

type Props = {
  articles: readonly ArticleEntry[];
  /** Each article's card, rendered on the server, by slug: this island only chooses and orders. */
  cards: Readonly<Record<string, ReactNode>>;
  /** The listing's words and the categories' labels, in the page's language. */
  strings: ArticlesListingStrings;
};

export type ArticlesListingStrings = Messages['articles']['listing'] & {
  readonly submit: string;
  /** The folded filters' words, and the line said in their place when scripts are off. */
  readonly filters: Messages['common']['filters'];
  readonly categoryLabels: Readonly<Record<string, string>>;
  readonly pagination: PaginationStrings;
};

/** Category, search, count, cards and pagination of the articles; the state lives in the URL. */
export function ArticlesListing({ articles, cards, strings: t }: Props) {
  const { criteria, names, update, clear, goToPage, resultsRef, formRef } =
    useListingQuery(articleQuery);
  const matches = filterArticles(articles, criteria);
  const slice = paginate(matches, criteria.page, ARTICLES_PAGE_SIZE);

  return (
    <div>
      <FilterForm
        id={FORM_ID}
        ref={formRef}
        label={t.filterLabel}
        submitLabel={t.submit}
        noScript={t.filters.noScript}
        className="grid grid-cols-1 gap-3 md:gap-5 lg:grid-cols-[20rem_1fr] lg:items-end"
      >
        <SearchInput
          id="articles-search"
          label={t.search}
          placeholder={t.searchPlaceholder}
          name={names.q}
          value={criteria.q}
          maxLength={200}
          onChange={(event) => update({ q: event.target.value }, 'replace')}
        />
        <FilterDisclosure
          strings={t.filters}
          activeCount={articleQuery.countActive(criteria, ['category'])}
        >
          <FilterButtons
            id="articles-category"
            label={t.category}
            name={names.category}
            options={ARTICLE_CATEGORY_OPTIONS}
            optionLabels={t.categoryLabels}
            value={criteria.category}
            onValueChange={(category) => update({ category })}
          />
        </FilterDisclosure>
      </FilterForm>

      <ListingResults
        status={
          <ResultCount
            ref={resultsRef}
            className="mt-8"
            count={matches.length}
            singular={t.singular}
            plural={t.plural}
            suffix={t.found}
          />
        }
        slice={slice}
        rest={matches.slice(slice.to)}
        itemKey={(article) => article.slug}
        renderItem={(article) => cards[article.slug]}
        gridClassName="md:grid-cols-2 xl:grid-cols-3"
        empty={{
          title: t.emptyTitle,
          message: t.emptyMessage,
          action: <Button onClick={clear}>{t.clearFilters}</Button>,
        }}
        pagination={
          <Pagination
            {...slice}
            label={t.paginationLabel}
            form={FORM_ID}
            onPageChange={goToPage}
            strings={t.pagination}
          />
        }
      />
    </div>
  );
}
