import { Calendar, Clock, MapPin } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { formatEventDate } from '@/lib/dates';
import { cn } from '@/lib/cn';
import type { Locale } from '@/data/locales';

type Props = {
  date: string;
  time: string;
  /** Venue and city on cards; venue and full address on the detail and registration pages. */
  place: string;
  placeDetail?: string;
  /** The page's edition, for the date's language ('en' unless given). */
  locale?: Locale;
  className?: string;
};

/** When and where: the date in the spec's format (the same in every time zone), time, place. */
export function EventFacts({ date, time, place, placeDetail, locale = 'en', className }: Props) {
  return (
    <ul className={cn('space-y-2 text-sm text-cream', className)}>
      <li className="flex items-start gap-2.5">
        <Icon node={Calendar} className="mt-0.5 size-4 text-gold" />
        <time dateTime={date}>{formatEventDate(date, locale)}</time>
      </li>
      <li className="flex items-start gap-2.5">
        <Icon node={Clock} className="mt-0.5 size-4 text-gold" />
        {time}
      </li>
      <li className="flex items-start gap-2.5">
        <Icon node={MapPin} className="mt-0.5 size-4 text-gold" />
        <span>
          {place}
          {placeDetail ? <span className="block text-muted">{placeDetail}</span> : null}
        </span>
      </li>
    </ul>
  );
}
