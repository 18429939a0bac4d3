import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserZone, formatDate, formatExpiry, formatTime, isoToZoned, relativeTime, zonedToIso } from '../../../ui/lib/time';

const winter = '2025-01-06T10:15:30.123456Z';
const summer = '2025-07-01T12:00:05Z';

test("formats in UTC with ' UTC' appended", () => {
  assert.is(formatTime(winter, 'utc'), '2025-01-06 10:15:30 UTC');
  assert.is(formatTime(summer, 'utc', 'Asia/Tokyo'), '2025-07-01 12:00:05 UTC');
});

test('formats local time in the given zone, following daylight saving', () => {
  assert.is(formatTime(winter, 'local', 'America/New_York'), '2025-01-06 05:15:30');
  assert.is(formatTime(summer, 'local', 'America/New_York'), '2025-07-01 08:00:05');
  assert.is(formatTime(winter, 'local', 'Asia/Kolkata'), '2025-01-06 15:45:30');
});

test("local mode defaults to the browser's resolved zone", () => {
  process.env.TZ = 'Pacific/Auckland';
  assert.is(browserZone(), 'Pacific/Auckland');
  assert.is(formatTime(winter, 'local'), '2025-01-06 23:15:30');
  process.env.TZ = 'UTC';
  assert.is(formatTime(winter, 'local'), '2025-01-06 10:15:30');
});

test("the browser's zone read from Date matches Intl across both daylight-saving changes", () => {
  process.env.TZ = 'America/New_York';
  // 01:30 happens twice on 2025-11-02 (EDT, then EST); 02:30 never happens on 2025-03-09.
  const instants = ['2025-11-02T05:30:00Z', '2025-11-02T06:30:00Z', '2025-03-09T06:59:59Z', '2025-03-09T07:00:00Z', '1999-12-31T23:59:59Z'];
  try {
    for (const at of instants) assert.is(formatTime(at, 'local'), formatTime(at, 'local', 'America/New_York'), at);
    assert.is(formatTime(instants[0]!, 'local'), '2025-11-02 01:30:00');
    assert.is(formatTime(instants[1]!, 'local'), '2025-11-02 01:30:00');
    assert.is(formatTime(instants[3]!, 'local'), '2025-03-09 03:00:00');
    assert.equal(isoToZoned(instants[3]!, 'local'), { date: '2025-03-09', time: '03:00' });
  } finally {
    process.env.TZ = 'UTC';
  }
});

test("UTC and the browser's zone are formatted without Intl (its first use costs the list's first rows 20–60 ms)", () => {
  const original = Intl.DateTimeFormat;
  let made = 0;
  Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
    made += 1;
    return new original(...args);
  } as typeof Intl.DateTimeFormat;
  try {
    formatTime(winter, 'utc');
    formatTime(winter, 'local');
    formatDate(summer, 'local');
    formatExpiry('2025-02-01T00:00:00Z', 'utc');
    assert.is(made, 0);
    formatTime(winter, 'local', 'Pacific/Chatham');
    assert.ok(made > 0, 'a named zone still goes through Intl');
  } finally {
    Intl.DateTimeFormat = original;
  }
});

test('returns unparseable input unchanged instead of throwing', () => {
  assert.is(formatTime('not a date', 'utc'), 'not a date');
  assert.is(formatDate('', 'local'), '');
  assert.is(relativeTime('later'), 'later');
});

test('formats dates for tables in the mode zone', () => {
  assert.is(formatDate('2025-01-06T02:00:00Z', 'utc'), '2025-01-06');
  assert.is(formatDate('2025-01-06T02:00:00Z', 'local', 'America/Los_Angeles'), '2025-01-05');
});

test('relative time reads like "Created 3 minutes ago"', () => {
  const now = new Date('2025-01-06T12:00:00Z');
  assert.is(relativeTime('2025-01-06T11:57:00Z', now), '3 minutes ago');
  assert.is(relativeTime('2025-01-06T11:59:00Z', now), '1 minute ago');
  assert.is(relativeTime('2025-01-06T10:00:00Z', now), '2 hours ago');
  assert.is(relativeTime('2025-01-01T12:00:00Z', now), '5 days ago');
  assert.is(relativeTime('2024-01-06T12:00:00Z', now), '1 year ago');
});

test('under a minute, and slightly in the future, reads "just now"', () => {
  const now = new Date('2025-01-06T12:00:00Z');
  assert.is(relativeTime('2025-01-06T11:59:30Z', now), 'just now');
  assert.is(relativeTime('2025-01-06T12:00:04Z', now), 'just now');
});

test('turns a wall-clock date and time into UTC for the chosen mode', () => {
  assert.is(zonedToIso('2025-03-01', '13:30', 'utc'), '2025-03-01T13:30:00.000Z');
  assert.is(zonedToIso('2025-03-01', '13:30', 'local', 'America/New_York'), '2025-03-01T18:30:00.000Z');
  assert.is(zonedToIso('2025-07-01', undefined, 'local', 'America/New_York'), '2025-07-01T04:00:00.000Z');
  assert.is(zonedToIso('2025-07-01', '', 'utc'), '2025-07-01T00:00:00.000Z');
  assert.is(zonedToIso('2025-07-01', '08:15:42', 'utc'), '2025-07-01T08:15:42.000Z');
  assert.is(zonedToIso('0050-01-01', '00:00', 'utc'), '0050-01-01T00:00:00.000Z');
});

test('shows both passes of the repeated hour when clocks go back', () => {
  // 2025-11-02 in New York: 01:30 EDT (05:30Z) and, an hour later, 01:30 EST (06:30Z).
  assert.is(formatTime('2025-11-02T05:30:00Z', 'local', 'America/New_York'), '2025-11-02 01:30:00');
  assert.is(formatTime('2025-11-02T06:30:00Z', 'local', 'America/New_York'), '2025-11-02 01:30:00');
  assert.is(formatTime('2025-11-02T07:00:00Z', 'local', 'America/New_York'), '2025-11-02 02:00:00');
  assert.is(formatTime('2025-11-02T00:00:00Z', 'local', 'Asia/Kolkata'), '2025-11-02 05:30:00');
});

test('converts wall clocks on either side of a daylight-saving change', () => {
  assert.is(zonedToIso('2025-03-09', '01:59', 'local', 'America/New_York'), '2025-03-09T06:59:00.000Z');
  assert.is(zonedToIso('2025-03-09', '03:00', 'local', 'America/New_York'), '2025-03-09T07:00:00.000Z');
  assert.is(zonedToIso('2025-10-26', '12:00', 'local', 'Europe/Berlin'), '2025-10-26T11:00:00.000Z');
  assert.is(zonedToIso('2025-03-01', '00:00', 'local', 'Asia/Kolkata'), '2025-02-28T18:30:00.000Z');
});

test('refuses malformed date or time parts', () => {
  assert.is(zonedToIso('03/01/2025', '13:30', 'utc'), null);
  assert.is(zonedToIso('2025-03-01', '1pm', 'utc'), null);
  assert.is(zonedToIso('2025-13-45', undefined, 'utc'), null);
  assert.is(zonedToIso('2025-02-30', undefined, 'utc'), null);
  assert.is(zonedToIso('2025-02-28', '24:00', 'utc'), null);
  assert.is(zonedToIso('2025-02-28', '12:60', 'utc'), null);
});

test('splits an ISO time into the date and time shown in the mode zone', () => {
  assert.equal(isoToZoned('2025-03-01T18:30:00Z', 'local', 'America/New_York'), { date: '2025-03-01', time: '13:30' });
  assert.equal(isoToZoned('2025-03-01T18:30:00Z', 'utc'), { date: '2025-03-01', time: '18:30' });
  assert.is(isoToZoned('nope', 'utc'), null);
});

test('an expiry at a midnight of the zone reads as the day it ends; others as a time', () => {
  assert.is(formatExpiry('2027-01-16T00:00:00Z', 'utc'), '2027-01-15, end of day UTC');
  assert.is(formatExpiry('2027-01-16T05:00:00Z', 'local', 'America/New_York'), '2027-01-15, end of day');
  assert.is(formatExpiry('2027-01-16T00:00:00Z', 'local', 'America/New_York'), '2027-01-15 19:00:00');
  assert.is(formatExpiry('2027-01-16T12:30:00Z', 'utc'), '2027-01-16 12:30:00 UTC');
  assert.is(formatExpiry('soon', 'utc'), 'soon');
});

test.run();
