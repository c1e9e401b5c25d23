import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, formatDate, formatDateTime, formatTime } from './datetime';

// 23:30 UTC is already the next day in Lagos (UTC+1): the test fails if the browser's zone leaks in.
const LATE_UTC = '2026-11-23T23:30:00.000Z';

describe('date and time formatting', () => {
  it('uses Africa/Lagos by default', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Africa/Lagos');
    expect(formatDate(LATE_UTC)).toBe('24 Nov 2026');
    expect(formatDateTime(LATE_UTC)).toBe('24 Nov 2026, 00:30');
  });

  it('shows another store time zone when given one', () => {
    expect(formatDate(LATE_UTC, 'UTC')).toBe('23 Nov 2026');
    expect(formatTime(LATE_UTC, { timeZone: 'Africa/Nairobi' })).toBe('02:30');
  });

  it('shows seconds only when asked', () => {
    expect(formatTime('2026-11-23T08:05:09Z', { seconds: true })).toBe('09:05:09');
    expect(formatTime('2026-11-23T08:05:09Z')).toBe('09:05');
  });

  it('accepts dates and epoch milliseconds, and never prints "Invalid Date"', () => {
    expect(formatDate(new Date(LATE_UTC))).toBe('24 Nov 2026');
    expect(formatDate(Date.parse(LATE_UTC))).toBe('24 Nov 2026');
    expect(formatDateTime('not a date')).toBe('—');
  });
});
