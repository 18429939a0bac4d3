// Every timestamp the console shows goes through here (STYLE §8). The API sends UTC ISO strings;
// the user picks UTC or their browser's zone (SPEC §4).
import { formatDistanceStrict } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

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

/** `yyyy-MM-dd HH:mm:ss`, with ' UTC' appended in UTC mode. Unparseable input comes back as is. */
export function formatTime(value: string | Date, mode: TimeMode, zone?: string): string {
  const date = toDate(value);
  if (!date) return String(value);
  const text = formatInTimeZone(date, zoneFor(mode, zone), TIME_FORMAT);
  return mode === 'utc' ? `${text} UTC` : text;
}

/** `yyyy-MM-dd` in the mode's zone, for dense tables. Unparseable input comes back as is. */
export function formatDate(value: string | Date, mode: TimeMode, zone?: string): string {
  const date = toDate(value);
  return date ? formatInTimeZone(date, zoneFor(mode, zone), 'yyyy-MM-dd') : String(value);
}

/**
 * How long ago, for 'Created <relative time>' (SPEC §2): "just now", "3 minutes ago",
 * "2 hours ago", "5 days ago". Times slightly ahead of `now` (clock skew) read as "just now".
 */
export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return String(value);
  if (now.getTime() - date.getTime() < 60_000) return 'just now';
  return formatDistanceStrict(date, now, { addSuffix: true });
}

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
  return { date: formatInTimeZone(date, z, 'yyyy-MM-dd'), time: formatInTimeZone(date, z, 'HH:mm') };
}
