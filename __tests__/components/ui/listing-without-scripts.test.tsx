import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EventsListing } from '@/components/events/events-listing';
import { NewsListing } from '@/components/news/news-listing';
import { eventsListingStrings } from '@/components/pages/events-page';
import { newsListingStrings } from '@/components/pages/news-page';
import { FilterButtons } from '@/components/ui/filter-buttons';
import { ARTICLE_CATEGORY_OPTIONS } from '@/data/options';
import type { EventEntry } from '@/lib/events';
import { newsYearOptions } from '@/lib/news';
import { NINETEEN_NEWS_ITEMS } from '../../support/news-items';

const news = NINETEEN_NEWS_ITEMS;

const newsroom = () => (
  <NewsListing
    items={news}
    years={newsYearOptions(news)}
    cards={Object.fromEntries(news.map((n) => [n.slug, <h2 key={n.slug}>{n.headline}</h2>]))}
    strings={newsListingStrings('en')}
  />
);

const event = (slug: string, status: EventEntry['status'], date: string): EventEntry => ({
  slug,
  title: slug,
  shortDescription: '',
  category: 'Seminar',
  city: 'Jakarta',
  date,
  status,
});
const events = [
  event('soon', 'upcoming', '2027-01-01'),
  event('later', 'upcoming', '2027-02-01'),
  event('last-year', 'past', '2025-05-01'),
];

/** What a browser without JavaScript shows: the exported HTML, <noscript> content included. */
const withoutScripts = (html: string) => html.replace(/<\/?noscript>/g, '');
const noscripts = (html: string) => html.match(/<noscript>[\s\S]*?<\/noscript>/g) ?? [];

describe('a listing as exported, read without JavaScript', () => {
  it('marks its filter form and its pagination to be hidden, and says why', () => {
    const html = renderToStaticMarkup(newsroom());
    expect(html).toMatch(/<form[^>]*data-requires-js=""/);
    expect(html).toMatch(/<nav[^>]*data-requires-js=""/);
    expect(noscripts(html).join('')).toContain(
      'Search and filters need JavaScript, which is turned off in your browser.',
    );
  });

  it('lists every result: the first page, then the rest only when scripts are off', () => {
    const html = renderToStaticMarkup(newsroom());
    const headlines = (markup: string) => markup.match(/News \d+/g) ?? [];
    expect(headlines(withoutScripts(html))).toEqual(news.map((n) => n.headline));
    // With scripts, the rest is never parsed: only the first page is outside <noscript>.
    expect(headlines(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, ''))).toHaveLength(8);
  });

  it('lists the past events under their own heading, after the upcoming ones', () => {
    const html = renderToStaticMarkup(
      <EventsListing
        events={events}
        cards={Object.fromEntries(events.map((e) => [e.slug, <h2 key={e.slug}>{e.slug}</h2>]))}
        strings={eventsListingStrings('en')}
      />,
    );
    const shown = withoutScripts(html);
    const order = ['>Upcoming</h2>', '>soon<', '>later<', '>Past Events</h2>', '>last-year<'];
    const positions = order.map((text) => shown.lastIndexOf(text));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // The headings and the past events are for a browser without scripts only.
    const hiddenWithScripts = noscripts(html).join('');
    expect(hiddenWithScripts).toContain('Past Events</h2>');
    expect(hiddenWithScripts).toContain('>last-year<');
  });
});

describe("a filter's 'All' value in the GET form", () => {
  it('is an empty value in the selects, under the spec’s label', () => {
    window.history.replaceState(null, '', '/news');
    render(newsroom());
    const allYears = screen.getByRole('option', { name: 'All Years' });
    expect(allYears).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('All Years');
  });

  /** The articles' category buttons, with `value` pressed. */
  const renderCategories = (value: string) =>
    render(
      <FilterButtons
        id="c"
        label="Category"
        name="category"
        options={ARTICLE_CATEGORY_OPTIONS}
        value={value}
        onValueChange={jest.fn()}
      />,
    );

  it('is an empty value on its button, and no hidden field carries it', () => {
    const { container } = renderCategories('All Categories');
    expect(screen.getByRole('button', { name: 'All Categories' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Economy' })).toHaveValue('Economy');
    expect(container.querySelector('input[type="hidden"]')).toBeNull();
  });

  it('carries any other current value in a hidden field', () => {
    const { container } = renderCategories('Economy');
    expect(container.querySelector('input[type="hidden"]')).toHaveAttribute('value', 'Economy');
  });
});
