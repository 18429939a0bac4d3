// The "ready to remove" report of a namespace (issue 27 item 3), pure: which flags look done and
// why. A flag is listed when nothing about it changed for `days` days (its own newest updatedAt
// and that of everything under it: variants, rules and distributions, rollouts, the segments they
// use and their constraints) and at least one more sign holds: it serves one value to everyone,
// nobody evaluated it in the window (with analytics on), or its `expires` date has passed.
// The flag metadata it reads (docs/CONSOLE.md "Ready to remove"): `lifecycle: permanent` keeps a flag out;
// `owner` is shown with it; `expires` (a date) past its day is a reason of its own.
import type { FlagState, Segment } from '../transfer';
import { servesOneValue } from './one-value';

export const DAY_MS = 86_400_000;

/** A listed flag: its owner, last change (ms) and reasons in words, "Unchanged for 90 days" first. */
export type ReportRow = { key: string; name: string; owner: string | null; lastChange: number; reasons: string[] };

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

/** Whether the flag's metadata says it is permanent (any letter case). */
export const isPermanent = (metadata: Record<string, unknown> = {}) => String(metadata.lifecycle).toLowerCase() === 'permanent';

/** The newest of ISO times (invalid and empty ones ignored); 0 when there is none. */
export const newest = (times: readonly (string | undefined | null)[]): number => Math.max(0, ...times.map((t) => Date.parse(t ?? '') || 0));

/** Whether a time is at least `days` days before `now`. */
export const olderThan = (ms: number, days: number, now: number) => ms <= now - days * DAY_MS;

/** The row for a flag, or null when it does not look done (or is permanent). */
export function reportRow({ state, metadata, stamps, evaluations }: FlagFacts, segments: ReadonlyMap<string, Segment>, { days, now, windowLabel }: ReportOptions): ReportRow | null {
  const lastChange = Math.max(0, ...stamps);
  if (isPermanent(metadata) || !olderThan(lastChange, days, now)) return null;
  const value = servesOneValue(state, segments);
  const { expires, owner } = metadata;
  const reasons = [
    value === 'disabled' ? 'Disabled: no rule can serve anyone a variant' : value !== null && `Serves ${value} to everyone: no rule or rollout changes the outcome`,
    evaluations === 0 && `No evaluations in the last ${windowLabel}`,
    typeof expires === 'string' && Date.parse(expires) <= now && `Expired on ${expires}`,
  ].filter((r): r is string => Boolean(r));
  if (!reasons.length) return null;
  const age = Math.floor((now - lastChange) / DAY_MS);
  return { key: state.key, name: state.name, owner: typeof owner === 'string' ? owner : null, lastChange, reasons: [`Unchanged for ${age} day${age === 1 ? '' : 's'}`, ...reasons] };
}
