import { timeZone } from '@/client/lib/api-client';

/** The user's own zone (the one the server records for the profile). */
export const userZone = () => timeZone();

const cache = new Map<string, Intl.DateTimeFormat>();
function fmt(key: string, options: Intl.DateTimeFormatOptions) {
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-IN', options);
    cache.set(key, f);
  }
  return f;
}

/** yyyy-MM-dd of an instant in a zone: the calendar's day keys. */
export function dayKey(instant: Date | string, zone = userZone()): string {
  const parts = Object.fromEntries(
    fmt(`key:${zone}`, { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function formatTime(instant: string, zone = userZone()): string {
  return fmt(`time:${zone}`, { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(instant),
  );
}

export function formatDate(instant: string, zone = userZone()): string {
  return fmt(`date:${zone}`, {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(instant));
}

export function formatZoneName(zone = userZone()): string {
  const part = fmt(`zone:${zone}`, { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}
