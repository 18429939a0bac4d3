// The "ready to remove" report of a namespace (issue 27 item 3), pure: which flags look done and
// why. A flag is listed when nothing about it changed for `days` days (its own newest updatedAt
// and that of everything under it: variants, rules and distributions, rollouts, the segments they
// use and their constraints) and at least one more sign holds: it serves one value to everyone,
// nobody evaluated it in the window (with analytics on), or its `expires` date has passed. Flags
// whose metadata says `lifecycle: permanent` are left out.
import type { FlagState, Segment } from '../transfer';
import { expiredOn, isPermanent, ownerOf } from './conventions';
import { servesOneValue } from './one-value';

export const DAY_MS = 86_400_000;

export type ReasonKind = 'unchanged' | 'one-value' | 'no-evaluations' | 'expired';
export type Reason = { kind: ReasonKind; text: string };

export type ReportRow = { key: string; name: string; owner: string | null; lastChange: number; reasons: Reason[] };

/** What the report knows of a flag: its state, its stamps so far, its evaluations when counted. */
export type FlagFacts = {
  state: FlagState;
  metadata: Record<string, unknown>;
  /** Every createdAt/updatedAt of the flag and what is under it, in ms (NaN-free). */
  stamps: number[];
  /** Evaluations in the window; null when not counted (analytics off, or not asked). */
  evaluations: number | null;
};

export type ReportOptions = { days: number; now: number; windowLabel: string };

/** The newest of ISO times (invalid and empty ones ignored); 0 when there is none. */
export function newest(times: readonly (string | undefined | null)[]): number {
  let max = 0;
  for (const t of times) {
    const ms = t ? Date.parse(t) : Number.NaN;
    if (!Number.isNaN(ms) && ms > max) max = ms;
  }
  return max;
}

/** Whether a time is at least `days` days before `now`. */
export const olderThan = (ms: number, days: number, now: number) => ms <= now - days * DAY_MS;

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The row for a flag, or null when it does not look done (or is permanent). */
export function reportRow(facts: FlagFacts, segments: ReadonlyMap<string, Segment>, { days, now, windowLabel }: ReportOptions): ReportRow | null {
  const { state, metadata } = facts;
  if (isPermanent(metadata)) return null;
  const lastChange = Math.max(0, ...facts.stamps);
  if (!olderThan(lastChange, days, now)) return null;
  const reasons: Reason[] = [];
  const value = servesOneValue(state, segments);
  if (value === 'disabled') reasons.push({ kind: 'one-value', text: 'Disabled: no rule can serve anyone a variant' });
  else if (value !== null) reasons.push({ kind: 'one-value', text: `Serves ${value} to everyone: no rule or rollout changes the outcome` });
  if (facts.evaluations === 0) reasons.push({ kind: 'no-evaluations', text: `No evaluations in the last ${windowLabel}` });
  const expired = expiredOn(metadata, now);
  if (expired) reasons.push({ kind: 'expired', text: `Expired on ${expired}` });
  if (!reasons.length) return null;
  const age = Math.floor((now - lastChange) / DAY_MS);
  reasons.unshift({ kind: 'unchanged', text: `Unchanged for ${plural(age, 'day')}` });
  return { key: state.key, name: state.name, owner: ownerOf(metadata), lastChange, reasons };
}
