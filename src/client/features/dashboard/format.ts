import { plural } from '@/shared/plural';

/** "N Days", and "1 Day" for one. */
export function daysLabel(count: number): string {
  return `${count} ${plural('Day', count)}`;
}

const shortDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeZone: 'UTC' });

/**
 * A streak's last activity is a calendar day in the user's own time zone ('2026-11-22'), not an
 * instant, so it has no hour and minute and must not be shifted by a time zone: US short style.
 */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  return shortDay.format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))),
  );
}
