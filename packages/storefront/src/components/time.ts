/**
 * Stores have no time zone of their own yet; every Kasuwa store is in Nigeria, so store times are
 * Lagos times. When stores get a time-zone setting, this is the one place that reads it.
 */
export const STORE_TIME_ZONE = 'Africa/Lagos';

const dateTimes = new Map<string, Intl.DateTimeFormat>();

/** A stored (UTC) instant as the store's customers read it: in their language, in the store's time zone. */
export function storeTime(iso: string | Date, locale = 'en-NG'): string {
  let format = dateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: STORE_TIME_ZONE,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    dateTimes.set(locale, format);
  }
  return format.format(typeof iso === 'string' ? new Date(iso) : iso);
}

const calendarDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The store's calendar day of an instant, as YYYY-MM-DD (for reports, due dates and day counters). */
export function storeDay(instant: Date = new Date()): string {
  return calendarDay.format(instant);
}
