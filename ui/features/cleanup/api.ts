// Reading what the "ready to remove" report needs. The namespace comes whole in four calls (shared
// with compare); then only flags whose own stamps are old enough have their rules or rollouts read
// for theirs (one call each), and, with analytics on, only the flags still unchanged have their
// evaluations counted (one call each), a few at a time. No React.
import * as v from 'valibot';
import { isApiError, request } from '../../lib/http';
import { readWholeNamespace, type ListedFlag, type ListedSegment, type WholeNamespace } from '../compare';
import type { FlagState } from '../transfer';
import { isPermanent } from './conventions';
import { newest, olderThan, reportRow, type FlagFacts, type ReportOptions, type ReportRow } from './report';

const Stamped = v.looseObject({ createdAt: v.optional(v.string(), ''), updatedAt: v.optional(v.string(), '') });
const PartsSchema = v.looseObject({ rules: v.optional(v.nullable(v.array(v.looseObject({ ...Stamped.entries, distributions: v.optional(v.nullable(v.array(Stamped)), []) }))), []) });
const CountsSchema = v.looseObject({ values: v.optional(v.nullable(v.array(v.number())), []) });

const flagPath = (ns: string, key: string) => `api/v1/namespaces/${encodeURIComponent(ns)}/flags/${encodeURIComponent(key)}`;

/** The stamps of a flag's rules and distributions (variant flags) or rollouts (boolean flags). */
async function partStamps(ns: string, flag: FlagState): Promise<number> {
  const kind = flag.type === 'BOOLEAN_FLAG_TYPE' ? 'rollouts' : 'rules';
  const { rules } = await request(`${flagPath(ns, flag.key)}/${kind}`, { schema: PartsSchema });
  return newest((rules ?? []).flatMap((r) => [r.createdAt, r.updatedAt, ...(r.distributions ?? []).flatMap((d) => [d.createdAt, d.updatedAt])]));
}

/** How many evaluations of the flag the window holds; null when the server counts none (501). */
async function evaluations(ns: string, key: string, from: number, to: number): Promise<number | null> {
  const query = { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
  try {
    const counts = await request(`internal/v1/analytics/namespaces/${encodeURIComponent(ns)}/flags/${encodeURIComponent(key)}`, { query, schema: CountsSchema });
    return (counts.values ?? []).reduce((a, b) => a + b, 0);
  } catch (error) {
    if (isApiError(error, 501)) return null;
    throw error;
  }
}

/** Runs `work` on each item, `width` at a time. */
async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

/** The flag's own stamps: the flag, its variants, and the segments its rules or rollouts use with their constraints. */
function ownStamps(flag: ListedFlag, state: FlagState, segments: ReadonlyMap<string, ListedSegment>): number[] {
  const used = [...state.rules, ...state.rollouts.flatMap((r) => (r.segment ? [r.segment] : []))].flatMap((r) => (r.segmentKey ? [r.segmentKey] : r.segmentKeys));
  const times = [flag.createdAt, flag.updatedAt, ...(flag.variants ?? []).flatMap((x) => [x.createdAt, x.updatedAt])];
  for (const key of new Set(used)) {
    const s = segments.get(key);
    if (s) times.push(s.createdAt, s.updatedAt, ...(s.constraints ?? []).flatMap((c) => [c.createdAt, c.updatedAt]));
  }
  return [newest(times)];
}

export type ReportQuery = ReportOptions & { windowMs: number; analytics: boolean };

export type CleanupReport = { namespace: string; rows: ReportRow[]; flags: number; permanent: number; counted: boolean };

/** The report of namespace `ns`. */
export async function readReport(ns: string, query: ReportQuery): Promise<CleanupReport> {
  const whole: WholeNamespace = await readWholeNamespace(ns);
  const { state } = whole;
  const segments = new Map(state.segments.map((s) => [s.key, s]));
  const listed = new Map(whole.flags.map((f) => [f.key, f]));
  const segmentRows = new Map(whole.segments.map((s) => [s.key, s]));
  const facts: FlagFacts[] = state.flags
    .filter((f) => !isPermanent(f.metadata))
    .map((f) => ({ state: f, metadata: f.metadata ?? {}, stamps: ownStamps(listed.get(f.key) as ListedFlag, f, segmentRows), evaluations: null }));
  const old = (f: FlagFacts) => olderThan(Math.max(0, ...f.stamps), query.days, query.now);
  await pool(facts.filter(old), 4, async (f) => void f.stamps.push(await partStamps(ns, f.state)));
  let counted = false;
  if (query.analytics) {
    await pool(facts.filter(old), 4, async (f) => {
      f.evaluations = await evaluations(ns, f.state.key, query.now - query.windowMs, query.now);
      counted ||= f.evaluations !== null;
    });
  }
  const rows = facts.map((f) => reportRow(f, segments, query)).filter((r): r is ReportRow => r !== null);
  return { namespace: ns, rows, flags: state.flags.length, permanent: state.flags.length - facts.length, counted };
}
