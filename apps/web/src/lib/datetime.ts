import { getLocale } from '../i18n/i18n';

/**
 * The one way the web app shows dates and times: in the app's language (i18n.ts; Nigerian English, day
 * before month and a 24-hour clock, where the browser lacks the language's data) and the store's time zone. The browser's own zone is never used: a merchant travelling, or an admin whose
 * laptop is set to UTC, must see the same time the customer and the store see.
 */
export const DEFAULT_TIME_ZONE = 'Africa/Lagos';

type DateInput = string | number | Date;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = getLocale();
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat([locale, 'en-NG'], { ...options, timeZone });
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
