// Reading what the "ready to remove" report needs. The namespace comes whole in four calls (shared
// with compare); then only flags whose own stamps are old enough have their rules or rollouts read
// for theirs (one call each), and, with analytics on, only the flags still unchanged have their
// evaluations counted (one call each), a few at a time; each other namespace's flags are listed
// once, to say where a listed flag also exists (issue 40.7). No React.
import { request } from '../../lib/http';
import { readWholeNamespace, type Listed, type Stamped } from '../compare';
import { readPoints } from '../evaluation-counts';
import type { FlagState, SegmentRef } from '../transfer';
import { isPermanent, newest, olderThan, reportRow, type FlagFacts, type ReportOptions, type ReportRow } from './report';

type Parts = { rules?: (Listed & { distributions?: Listed[] | null })[] | null };

const stampsOf = (rows: (Stamped | undefined)[] | null | undefined): (string | undefined)[] => (rows ?? []).flatMap((r) => [r?.createdAt, r?.updatedAt]);

/** The stamps of a flag's rules and distributions (variant flags) or rollouts (boolean flags). */
async function partStamps(path: string, flag: FlagState): Promise<number> {
  const { rules } = (await request(`${path}/flags/${encodeURIComponent(flag.key)}/${flag.type === 'BOOLEAN_FLAG_TYPE' ? 'rollouts' : 'rules'}`)) as Parts;
  return newest((rules ?? []).flatMap((r) => [...stampsOf([r]), ...stampsOf(r.distributions)]));
}

/** How many evaluations of the flag the window holds; null when the server counts none (501). */
async function evaluations(ns: string, key: string, from: number, to: number): Promise<number | null> {
  const points = await readPoints(ns, key, { from, to });
  return points && points.reduce((n, p) => n + p.value, 0);
}

/** Runs `work` on each item, four at a time. */
async function pool<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all([lane(), lane(), lane(), lane()]);
}

/** Each flag key of the namespaces `others`, with the ones that hold it. */
async function keysIn(others: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  await pool([...others], async (other) => {
    const { flags } = (await request(`api/v1/namespaces/${encodeURIComponent(other)}/flags`)) as { flags?: { key: string }[] | null };
    for (const { key } of flags ?? []) out.set(key, [...(out.get(key) ?? []), other].sort());
  });
  return out;
}

export type ReportQuery = ReportOptions & { windowMs: number; analytics: boolean; others: readonly string[] };

/** A listed flag, with the other namespaces that have a flag of its key. */
export type ListedRow = ReportRow & { elsewhere: string[] };

export type CleanupReport = { namespace: string; rows: ListedRow[]; flags: number; permanent: number; counted: boolean | null };

/** The report of namespace `ns`. */
export async function readReport(ns: string, query: ReportQuery): Promise<CleanupReport> {
  const { state, flags, segments } = await readWholeNamespace(ns);
  const bySegment = new Map(state.segments.map((s) => [s.key, s]));
  const facts: FlagFacts[] = state.flags.flatMap((f, i) => {
      if (isPermanent(f.metadata)) return [];
      // The flag, its variants, and the segments its rules or rollouts use with their constraints.
      const used = [...f.rules, ...f.rollouts.flatMap((r) => (r.segment ? [r.segment] : []))].flatMap((r: SegmentRef) => (r.segmentKey ? [r.segmentKey] : r.segmentKeys));
      const mine = [flags[i], ...new Set(used)].map((x) => (typeof x === 'string' ? segments.find((s) => s.key === x) : x));
      const stamps = mine.flatMap((x) => [...stampsOf([x]), ...stampsOf(x?.variants), ...stampsOf(x?.constraints)]);
      return [{ state: f, metadata: f.metadata ?? {}, stamps: [newest(stamps)], evaluations: null }];
    });
  const old = (f: FlagFacts) => olderThan(Math.max(0, ...f.stamps), query.days, query.now);
  await pool(facts.filter(old), async (f) => void f.stamps.push(await partStamps(`api/v1/namespaces/${encodeURIComponent(ns)}`, f.state)));
  // null: no flag was old enough to ask about; false: the server counted none of them.
  let counted: boolean | null = null;
  if (query.analytics) {
    await pool(facts.filter(old), async (f) => {
      f.evaluations = await evaluations(ns, f.state.key, query.now - query.windowMs, query.now);
      counted = Boolean(counted) || f.evaluations !== null;
    });
  }
  const out = facts.map((f) => reportRow(f, bySegment, query)).filter((r): r is ReportRow => r !== null);
  const elsewhere = out.length ? await keysIn(query.others) : new Map<string, string[]>();
  const rows = out.map((r) => ({ ...r, elsewhere: elsewhere.get(r.key) ?? [] }));
  return { namespace: ns, rows, flags: state.flags.length, permanent: state.flags.length - facts.length, counted };
}
