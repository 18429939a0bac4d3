// Every timestamp the console shows goes through here (STYLE §8). The API sends UTC ISO strings;
// the user picks UTC or their browser's zone (SPEC §4).
// Only date-fns-tz's zone conversion is used: date-fns's `format` and `formatDistance` would add
// ~9 KB gzip to a bundle with a 150 KB budget for two fixed formats and one phrase.
import { fromZonedTime, toZonedTime } from 'date-fns-tz';

export type TimeMode = 'utc' | 'local';

/** The format SPEC §4 gives for timestamps. */
export const TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** The browser's resolved IANA time zone. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zone a mode displays in; `zone` overrides the browser's for local mode. */
export function zoneFor(mode: TimeMode, zone?: string): string {
  return mode === 'utc' ? 'UTC' : (zone ?? browserZone());
}

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock of `date` in `zone` as `yyyy-MM-dd` and `HH:mm:ss`. */
function wallClock(date: Date, zone: string): { day: string; clock: string } {
  const z = toZonedTime(date, zone);
  const day = `${String(z.getFullYear()).padStart(4, '0')}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`;
  return { day, clock: `${pad(z.getHours())}:${pad(z.getMinutes())}:${pad(z.getSeconds())}` };
}

/** `yyyy-MM-dd HH:mm:ss`, with ' UTC' appended in UTC mode. Unparseable input comes back as is. */
export function formatTime(value: string | Date, mode: TimeMode, zone?: string): string {
  const date = toDate(value);
  if (!date) return String(value);
  const { day, clock } = wallClock(date, zoneFor(mode, zone));
  return mode === 'utc' ? `${day} ${clock} UTC` : `${day} ${clock}`;
}

/** `yyyy-MM-dd` in the mode's zone, for dense tables. Unparseable input comes back as is. */
export function formatDate(value: string | Date, mode: TimeMode, zone?: string): string {
  const date = toDate(value);
  return date ? wallClock(date, zoneFor(mode, zone)).day : String(value);
}

/**
 * How long ago, for 'Created <relative time>' (SPEC §2): "just now", "3 minutes ago",
 * "2 hours ago", "5 days ago". Times slightly ahead of `now` (clock skew) read as "just now".
 */
export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return String(value);
  const seconds = (now.getTime() - date.getTime()) / 1000;
  if (seconds < 60) return 'just now';
  for (const [unit, size] of UNITS) {
    if (seconds < size) continue;
    const n = Math.round(seconds / size);
    return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** Largest unit first, as date-fns's strict distance picks them. */
const UNITS: ReadonlyArray<readonly [string, number]> = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * The UTC ISO string for a wall-clock date (`yyyy-MM-dd`) and optional time (`HH:mm`, default
 * 00:00) in the mode's zone (SPEC §4 DateTime value); null when the parts are not a valid time.
 */
export function zonedToIso(date: string, time: string | undefined, mode: TimeMode, zone?: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || (time && !/^\d{2}:\d{2}(:\d{2})?$/.test(time))) return null;
  const clock = time ? (time.length === 5 ? `${time}:00` : time) : '00:00:00';
  const parsed = fromZonedTime(`${date}T${clock}`, zoneFor(mode, zone));
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString();
}

/** Splits an ISO time into the date (`yyyy-MM-dd`) and time (`HH:mm`) shown in the mode's zone. */
export function isoToZoned(value: string, mode: TimeMode, zone?: string): { date: string; time: string } | null {
  const date = toDate(value);
  if (!date) return null;
  const z = zoneFor(mode, zone);
  const { day, clock } = wallClock(date, z);
  return { date: day, time: clock.slice(0, 5) };
}
