'use client';

import type { ReactNode } from 'react';
import { useListingQuery } from '@/components/hooks/use-listing-query';
import { Button } from '@/components/ui/button';
import { FilterDisclosure } from '@/components/ui/filter-disclosure';
import { FilterForm } from '@/components/ui/filter-form';
import { ListingResults } from '@/components/ui/listing-results';
import { Pagination, type PaginationStrings } from '@/components/ui/pagination';
import { ResultCount } from '@/components/ui/result-count';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { TabList, TabPanel, type TabOption } from '@/components/ui/tabs';
import {
  eventQuery,
  filterEvents,
  type EventCriteria,
  type EventEntry,
  type EventTab,
} from '@/lib/events';
import { paginate } from '@/lib/pagination';
import { EVENTS_PAGE_SIZE } from '@/lib/constants';
import type { Messages } from '@/data/messages';
import { ALL_CITIES } from '@/data/options';

type Props = {
  events: readonly EventEntry[];
  /** Each event's card, rendered on the server, by slug. */
  cards: Readonly<Record<string, ReactNode>>;
  /** The listing's words and the cities' labels, in the page's language. */
  strings: EventsListingStrings;
};

export type EventsListingStrings = Messages['events']['listing'] & {
  readonly submit: string;
  /** The folded filters' words, and the line said in their place when scripts are off. */
  readonly filters: Messages['common']['filters'];
  readonly cityOptions: readonly { value: EventCriteria['city']; label: string }[];
  readonly pagination: PaginationStrings;
};

const FORM_ID = 'events-filters';

/** Tabs, search, city, count, cards and pagination of the events; the state lives in the URL. */
export function EventsListing({ events, cards, strings: t }: Props) {
  const tabs: TabOption<EventTab>[] = [
    { value: 'upcoming', label: t.upcoming },
    { value: 'past', label: t.past },
  ];
  const { criteria, names, update, clear, goToPage, resultsRef, formRef } =
    useListingQuery(eventQuery);
  const matches = filterEvents(events, criteria);
  const slice = paginate(matches, criteria.page, EVENTS_PAGE_SIZE);
  // Without scripts the tabs cannot switch, so the page lists both tabs' events, each under its
  // tab's name: the exported page's own tab (Upcoming), then the other.
  const otherTab = tabs.find((tab) => tab.value !== criteria.tab)!;
  const otherEvents = filterEvents(events, { ...eventQuery.defaults, tab: otherTab.value });

  return (
    <div>
      {/* The tabs sit in the filter form, so a search submitted before hydration keeps the tab. */}
      <FilterForm
        id={FORM_ID}
        ref={formRef}
        label={t.filterLabel}
        submitLabel={t.submit}
        noScript={t.filters.noScript}
        bare
        className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between"
      >
        <TabList
          idBase="events"
          label={t.tabsLabel}
          name={names.tab}
          tabs={tabs}
          value={criteria.tab}
          onValueChange={(tab) => update({ tab })}
        />
        <div className="grid grid-cols-1 gap-3 md:grid-cols-[1fr_14rem] md:gap-4 lg:w-[36rem]">
          <SearchInput
            id="events-search"
            label={t.search}
            placeholder={t.searchPlaceholder}
            name={names.q}
            value={criteria.q}
            maxLength={200}
            onChange={(event) => update({ q: event.target.value }, 'replace')}
          />
          <FilterDisclosure
            strings={t.filters}
            activeCount={eventQuery.countActive(criteria, ['city'])}
          >
            <Select
              id="events-city"
              label={t.city}
              name={names.city}
              options={t.cityOptions}
              all={ALL_CITIES}
              value={criteria.city}
              onValueChange={(city) => update({ city })}
            />
          </FilterDisclosure>
        </div>
      </FilterForm>

      {/* One panel serves both tabs: the tab only changes which events it lists. */}
      <TabPanel idBase="events" value={criteria.tab} className="mt-8">
        <noscript>
          <h2 className="mb-2 text-2xl font-bold text-cream">
            {tabs.find((tab) => tab.value === criteria.tab)!.label}
          </h2>
        </noscript>
        <ListingResults
          status={
            <ResultCount
              ref={resultsRef}
              count={matches.length}
              singular={t.singular}
              plural={t.plural}
              suffix={t.found}
            />
          }
          slice={slice}
          rest={matches.slice(slice.to)}
          itemKey={(event) => event.slug}
          renderItem={(event) => cards[event.slug]}
          gridClassName="md:grid-cols-2 xl:grid-cols-3"
          empty={{
            title: t.emptyTitle,
            message: criteria.tab === 'past' ? t.emptyPast : t.emptyUpcoming,
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
      </TabPanel>
      {otherEvents.length > 0 ? (
        <noscript>
          <section aria-labelledby="events-other-tab" className="mt-14">
            <h2 id="events-other-tab" className="text-2xl font-bold text-cream">
              {otherTab.label}
            </h2>
            <ul className="mt-6 grid gap-4 sm:gap-6 md:grid-cols-2 xl:grid-cols-3">
              {otherEvents.map((event) => (
                <li key={event.slug}>{cards[event.slug]}</li>
              ))}
            </ul>
          </section>
        </noscript>
      ) : null}
    </div>
  );
}
