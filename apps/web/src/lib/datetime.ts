/**
 * The one way the web app shows dates and times: Nigerian English (day before month, 24-hour clock) in
 * the store's time zone. The browser's own zone is never used: a merchant travelling, or an admin whose
 * laptop is set to UTC, must see the same time the customer and the store see.
 */
export const DEFAULT_TIME_ZONE = 'Africa/Lagos';

type DateInput = string | number | Date;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-NG', { ...options, timeZone });
    formatters.set(key, f);
  }
  return f;
}

function toDate(value: DateInput): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "23 Nov 2026, 18:48"; an unreadable value shows as an em dash rather than "Invalid Date". */
export function formatDateTime(value: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  const d = toDate(value);
  return d ? formatter(timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(d) : '—';
}

/** "23 Nov 2026". */
export function formatDate(value: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  const d = toDate(value);
  return d ? formatter(timeZone, { dateStyle: 'medium' }).format(d) : '—';
}

/** "18:48:05" with seconds (logs, health checks), "18:48" without. */
export function formatTime(value: DateInput, { seconds = false, timeZone = DEFAULT_TIME_ZONE } = {}): string {
  const d = toDate(value);
  return d ? formatter(timeZone, { timeStyle: seconds ? 'medium' : 'short' }).format(d) : '—';
}
