'use client';

import type { ReactNode } from 'react';
import { useListingQuery } from '@/components/hooks/use-listing-query';
import { Button } from '@/components/ui/button';
import { FilterButtons } from '@/components/ui/filter-buttons';
import { FilterForm } from '@/components/ui/filter-form';
import { ListingResults } from '@/components/ui/listing-results';
import { Pagination } from '@/components/ui/pagination';
import { ResultCount } from '@/components/ui/result-count';
import { SearchInput } from '@/components/ui/search-input';
import { ARTICLE_CATEGORY_OPTIONS } from '@/data/options';
import { articleQuery, filterArticles, type ArticleEntry } from '@/lib/articles';
import { paginate } from '@/lib/pagination';
import { ARTICLES_PAGE_SIZE } from '@/lib/constants';

const FORM_ID = 'articles-filters';

type Props = {
  articles: readonly ArticleEntry[];
  /** Each article's card, rendered on the server, by slug: this island only chooses and orders. */
  cards: Readonly<Record<string, ReactNode>>;
};

/** Category, search, count, cards and pagination of the articles; the state lives in the URL. */
export function ArticlesListing({ articles, cards }: Props) {
  const { criteria, names, update, clear, goToPage, resultsRef, formRef } =
    useListingQuery(articleQuery);
  const matches = filterArticles(articles, criteria);
  const slice = paginate(matches, criteria.page, ARTICLES_PAGE_SIZE);

  return (
    <div>
      <FilterForm
        id={FORM_ID}
        ref={formRef}
        label="Filter articles"
        className="grid gap-5 lg:grid-cols-[1fr_20rem] lg:items-end"
      >
        <FilterButtons
          id="articles-category"
          label="Category"
          name={names.category}
          options={ARTICLE_CATEGORY_OPTIONS}
          value={criteria.category}
          onValueChange={(category) => update({ category })}
        />
        <SearchInput
          id="articles-search"
          label="Search"
          placeholder="Search articles..."
          name={names.q}
          value={criteria.q}
          maxLength={200}
          onChange={(event) => update({ q: event.target.value }, 'replace')}
        />
      </FilterForm>

      <ListingResults
        status={
          <ResultCount
            ref={resultsRef}
            className="mt-8"
            count={matches.length}
            singular="article"
            plural="articles"
            suffix="available"
          />
        }
        slice={slice}
        itemKey={(article) => article.slug}
        renderItem={(article) => cards[article.slug]}
        gridClassName="md:grid-cols-2 xl:grid-cols-3"
        empty={{
          title: 'No Articles Found',
          message:
            'No articles match your current search criteria. Try adjusting your filters or search terms.',
          action: <Button onClick={clear}>Clear Filters</Button>,
        }}
        pagination={
          <Pagination {...slice} label="Articles" form={FORM_ID} onPageChange={goToPage} />
        }
      />
    </div>
  );
}
