// Times on the staff pages, in Western Indonesian Time (Asia/Jakarta, UTC+7, no daylight saving),
// whatever the server's own time zone: the association works in Jakarta.

const WIB = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Jakarta',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// en-CA writes a date as YYYY-MM-DD.
const WIB_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A stored ISO 8601 time as '2 Jun 2027, 00:30 WIB'. */
export const formatWib = (iso: string) => `${WIB.format(new Date(iso))} WIB`;

/** The day in Jakarta at `date`, as YYYY-MM-DD (an export's file name). */
export const wibDate = (date: Date) => WIB_DATE.format(date);
