// Every timestamp the console shows goes through here (STYLE §8). The API sends UTC ISO strings;
// the user picks UTC or their browser's zone (SPEC §4).
// Only date-fns-tz's zone offset is used: date-fns's `format` and `formatDistance` would add
// ~9 KB gzip to a bundle with a 150 KB budget for two fixed formats and one phrase, and its
// `toZonedTime`/`fromZonedTime` bring an ISO string parser (~1.1 KB gzip) we never need.
import { getTimezoneOffset } from 'date-fns-tz';

export type TimeMode = 'utc' | 'local';

/** The format SPEC §4 gives for timestamps. */
export const TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** The browser's resolved IANA time zone. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zone a mode shows wall clocks in: 'UTC', `zone`, or undefined for the browser's own. */
const shownZone = (mode: TimeMode, zone?: string): string | undefined => (mode === 'utc' ? 'UTC' : zone);

/** The zone a mode displays in, named; `zone` overrides the browser's for local mode. */
export function zoneFor(mode: TimeMode, zone?: string): string {
  return shownZone(mode, zone) ?? browserZone();
}

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, reading the numeric wall-clock fields (24-hour, 4-digit year). */
function clockIn(zone: string): Intl.DateTimeFormat {
  let clock = clocks.get(zone);
  if (!clock) {
    const n = 'numeric';
    clock = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: n, month: n, day: n, hour: n, minute: n, second: n });
    clocks.set(zone, clock);
  }
  return clock;
}

const two = (n: number) => String(n).padStart(2, '0');
const parts = (y: number, mo: number, d: number, h: number, mi: number, s: number) => ({ day: `${String(y).padStart(4, '0')}-${two(mo + 1)}-${two(d)}`, clock: `${two(h)}:${two(mi)}:${two(s)}` });

/**
 * The wall clock of `date` in `zone` (undefined: the browser's) as `yyyy-MM-dd` and `HH:mm:ss`,
 * read per instant, so the repeated hour when clocks go back shows each instant with its own
 * offset. UTC and the browser's zone come from Date's own fields: the first Intl formatter loads
 * the browser's locale data (20–60 ms of main thread), which a list does not wait for before its
 * first rows (issue 38). Any other zone is read from Intl.
 */
function wallClock(d: Date, zone: string | undefined): { day: string; clock: string } {
  if (zone === 'UTC') return parts(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
  if (zone === undefined) return parts(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds());
  const f: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of clockIn(zone).formatToParts(d)) f[part.type] = part.value.padStart(2, '0');
  return { day: `${f.year?.padStart(4, '0')}-${f.month}-${f.day}`, clock: `${f.hour}:${f.minute}:${f.second}` };
}

/** `yyyy-MM-dd HH:mm:ss`, with ' UTC' appended in UTC mode. Unparseable input comes back as is. */
export function formatTime(value: string | Date, mode: TimeMode, zone?: string): string {
  const date = toDate(value);
  if (!date) return String(value);
  const { day, clock } = wallClock(date, shownZone(mode, zone));
  return mode === 'utc' ? `${day} ${clock} UTC` : `${day} ${clock}`;
}

/** `yyyy-MM-dd` in the mode's zone, for dense tables. Unparseable input comes back as is. */
export function formatDate(value: string | Date, mode: TimeMode, zone?: string): string {
  const date = toDate(value);
  return date ? wallClock(date, shownZone(mode, zone)).day : String(value);
}

/**
 * An expiry for lists: one at a midnight of the mode's zone (a token made to last "to the end of
 * a day") reads as that day, `yyyy-MM-dd, end of day`, not as the start of the next one; any other
 * time as formatTime shows it.
 */
export function formatExpiry(value: string | Date, mode: TimeMode, zone?: string): string {
  const date = toDate(value);
  if (!date) return String(value);
  const z = shownZone(mode, zone);
  if (wallClock(date, z).clock !== '00:00:00' || date.getUTCMilliseconds() !== 0) return formatTime(date, mode, zone);
  const lastDay = wallClock(new Date(date.getTime() - 1), z).day;
  return mode === 'utc' ? `${lastDay}, end of day UTC` : `${lastDay}, end of day`;
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
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = time ? /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time) : [];
  if (!day || !clock) return null;
  const [y, m, d] = day.slice(1).map(Number) as [number, number, number];
  const [hh = 0, mm = 0, ss = 0] = clock.slice(1).map((n) => Number(n ?? 0));
  const wall = new Date(0);
  wall.setUTCFullYear(y, m - 1, d); // not Date.UTC, which reads years 0–99 as 1900–1999
  wall.setUTCHours(hh, mm, ss);
  // Out-of-range parts (2025-13-45, 24:00) roll over into another day: refuse them instead.
  if (wall.getUTCMonth() !== m - 1 || wall.getUTCDate() !== d || hh > 23 || mm > 59 || ss > 59) return null;
  // getTimezoneOffset reads a Date whose UTC fields are the zone's wall clock and answers the
  // zone's offset at that wall clock, so the instant is the wall clock minus that offset.
  const instant = new Date(wall.getTime() - getTimezoneOffset(zoneFor(mode, zone), wall));
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** Splits an ISO time into the date (`yyyy-MM-dd`) and time (`HH:mm`) shown in the mode's zone. */
export function isoToZoned(value: string, mode: TimeMode, zone?: string): { date: string; time: string } | null {
  const date = toDate(value);
  if (!date) return null;
  const { day, clock } = wallClock(date, shownZone(mode, zone));
  return { date: day, time: clock.slice(0, 5) };
}
