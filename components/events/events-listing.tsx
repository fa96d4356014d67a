'use client';

import type { ReactNode } from 'react';
import { useListingQuery } from '@/components/hooks/use-listing-query';
import { Button } from '@/components/ui/button';
import { FilterForm } from '@/components/ui/filter-form';
import { ListingResults } from '@/components/ui/listing-results';
import { Pagination } from '@/components/ui/pagination';
import { ResultCount } from '@/components/ui/result-count';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { TabList, TabPanel, type TabOption } from '@/components/ui/tabs';
import { EVENT_CITY_OPTIONS } from '@/data/options';
import {
  eventQuery,
  filterEvents,
  type EventCriteria,
  type EventEntry,
  type EventTab,
} from '@/lib/events';
import { paginate } from '@/lib/pagination';
import { EVENTS_PAGE_SIZE } from '@/lib/constants';

type Props = {
  events: readonly EventEntry[];
  /** Each event's card, rendered on the server, by slug. */
  cards: Readonly<Record<string, ReactNode>>;
};

const FORM_ID = 'events-filters';

const TABS: TabOption<EventTab>[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past Events' },
];

/** Tabs, search, city, count, cards and pagination of the events; the state lives in the URL. */
export function EventsListing({ events, cards }: Props) {
  const { criteria, names, update, clear, goToPage, resultsRef, formRef } =
    useListingQuery(eventQuery);
  const matches = filterEvents(events, criteria);
  const slice = paginate(matches, criteria.page, EVENTS_PAGE_SIZE);

  return (
    <div>
      {/* The tabs sit in the filter form, so a search submitted before hydration keeps the tab. */}
      <FilterForm
        id={FORM_ID}
        ref={formRef}
        label="Filter events"
        bare
        className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between"
      >
        <TabList
          idBase="events"
          label="Events"
          name={names.tab}
          tabs={TABS}
          value={criteria.tab}
          onValueChange={(tab) => update({ tab })}
        />
        <div className="grid gap-4 sm:grid-cols-[1fr_14rem] lg:w-[36rem]">
          <SearchInput
            id="events-search"
            label="Search"
            placeholder="Search events..."
            name={names.q}
            value={criteria.q}
            maxLength={200}
            onChange={(event) => update({ q: event.target.value }, 'replace')}
          />
          <Select
            id="events-city"
            label="City"
            name={names.city}
            options={EVENT_CITY_OPTIONS}
            value={criteria.city}
            onChange={(event) => update({ city: event.target.value as EventCriteria['city'] })}
          />
        </div>
      </FilterForm>

      {/* One panel serves both tabs: the tab only changes which events it lists. */}
      <TabPanel idBase="events" value={criteria.tab} className="mt-8">
        <ListingResults
          status={
            <ResultCount ref={resultsRef} count={matches.length} singular="event" plural="events" />
          }
          slice={slice}
          itemKey={(event) => event.slug}
          renderItem={(event) => cards[event.slug]}
          gridClassName="md:grid-cols-2 xl:grid-cols-3"
          empty={{
            title: 'No Events Found',
            message: `No ${criteria.tab} events match your search criteria.`,
            action: <Button onClick={clear}>Clear Filters</Button>,
          }}
          pagination={
            <Pagination {...slice} label="Events" form={FORM_ID} onPageChange={goToPage} />
          }
        />
      </TabPanel>
    </div>
  );
}
