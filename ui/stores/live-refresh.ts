// The interval of live refresh (app/shell/live-refresh.ts) can be shortened through localStorage
// `live_refresh_ms`, a bare number of milliseconds: the browser tests set it to see a change from
// another operator within a second. This file owns that key; nothing writes it but a test.
import { readRaw } from '../lib/storage';

/** The stored interval when it is a positive number of milliseconds, else null. */
export function storedLiveInterval(): number | null {
  const stored = Number(readRaw('local', 'live_refresh_ms'));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}
