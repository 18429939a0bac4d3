// The change-safety property (issue 36), against the service: features.yml documents made by
// mutating generated valid ones go through the import planner and the all-or-nothing executor
// (some runs stopped half-way on purpose, before or after a call reaches the service); after each,
// the namespace read back is exactly as it was before or exactly as the plan leaves it, and holds
// nothing the editor would refuse. The same for promotes between two generated namespaces. Fixed
// seed; TRANSFER_PROPERTY_SEED replays another.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { flagProblems, problemText, segmentProblems } from '../../ui/lib/validation/entities';
import { compareNamespaces } from '../../ui/features/compare/diff';
import { partsOf } from '../../ui/features/compare/model';
import { planPromote } from '../../ui/features/compare/promote';
import { documentOf } from '../../ui/features/transfer/document';
import type { NamespaceState } from '../../ui/features/transfer/model';
import { changeOf, planImport, type Change, type ImportPlan } from '../../ui/features/transfer/plan';
import { runAllOrNothing } from '../../ui/features/transfer/put-back';
import { readDocuments } from '../../ui/features/transfer/read';
import { flagSpec, segmentSpec, type FlagSpec, type SegmentSpec } from '../../ui/features/transfer/spec';
import type { Send } from '../../ui/features/transfer/execute';
import { stringifyYaml } from '../../ui/features/transfer/yaml/write';
import { ok, useService } from '../helpers/fixtures';
import { genNamespace, mutate } from '../helpers/gen-features';
import { seededRandom, type Random } from '../helpers/gen-random';
import { uniqueKey } from '../helpers/http';
import { fliptTarget } from '../helpers/server';
import { readState, sendWith } from '../helpers/transfer-api';

const suite = useService(test);
const SEED = Number(process.env.TRANSFER_PROPERTY_SEED ?? 36);
// A Flipt process answers more slowly than the local service: fewer documents keep it in a minute.
const [IMPORTS, PROMOTES] = fliptTarget() ? [120, 40] : [1000, 250];

async function namespace(prefix: string): Promise<string> {
  const key = uniqueKey(prefix);
  ok(await suite.api.post('/api/v1/namespaces', { key, name: key }));
  suite.dropAfter(key);
  return key;
}

/**
 * A namespace's flags and segments in a form two reads of the same data agree on (ids, list order
 * and key order aside). Variants count as a set: Flipt lists them in the order they were created,
 * which nobody can set and nothing evaluates by, and a put-back that re-creates a deleted one adds
 * it last. Distributions keep their order, which decides the buckets.
 */
function canonical(flags: FlagSpec[], segments: SegmentSpec[]): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(sorted) : value && typeof value === 'object' ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, sorted((value as Record<string, unknown>)[k])])) : value;
  const byKey = <T extends { key: string }>(items: T[]) => [...items].sort((a, b) => (a.key < b.key ? -1 : 1));
  const flag = (f: FlagSpec) => ({
    ...f,
    variants: byKey(f.variants),
    rules: f.rules.map((r) => ({ ...r, segments: [...r.segments].sort() })),
    rollouts: f.rollouts.map((r) => (r.segment ? { ...r, segment: { ...r.segment, keys: [...r.segment.keys].sort() } } : r)),
  });
  const segment = (s: SegmentSpec) => ({ ...s, constraints: s.constraints.map((c) => JSON.stringify(c)).sort() });
  return JSON.stringify(sorted({ flags: byKey(flags).map(flag), segments: byKey(segments).map(segment) }));
}

const canonicalState = (s: NamespaceState) => canonical(s.flags.map(flagSpec), s.segments.map(segmentSpec));

/** The namespace the plan means to leave: `before` with each item it writes as the plan wants it. */
function expected(before: NamespaceState, after: Change['after']): string {
  const keep = <T extends { key: string }>(items: T[], wanted: { key: string }[]) => items.filter((x) => !wanted.some((w) => w.key === x.key));
  return canonical([...keep(before.flags.map(flagSpec), after.flags), ...after.flags], [...keep(before.segments.map(segmentSpec), after.segments), ...after.segments]);
}

/** Nothing in the namespace that the editor would refuse. */
function assertEditorAccepts(state: NamespaceState, what: string) {
  const missing = (key: string) => (state.segments.some((s) => s.key === key) ? null : `segment ${key} is missing`);
  const problems = [
    ...state.flags.flatMap((f) => flagProblems(flagSpec(f), missing).map((p) => `flag ${f.key}: ${problemText(p)}`)),
    ...state.segments.flatMap((s) => segmentProblems(segmentSpec(s)).map((p) => `segment ${s.key}: ${problemText(p)}`)),
  ];
  assert.equal(problems, [], what);
}

/** `send`, stopped at call `at` (1-based): before it reaches the service, or after (its answer lost). */
function stopping(send: Send, r: Random, steps: number, stops = true): { send: Send; stops: boolean } {
  if (!stops || !steps || !r.chance(0.3)) return { send, stops: false };
  const [at, lost] = [r.int(1, steps), r.chance(0.5)];
  let n = 0;
  return {
    stops: true,
    send: async (call) => {
      n += 1;
      if (n === at && !lost) throw new Error('the service went away');
      const answer = await send(call);
      if (n === at) throw new Error('the answer was lost');
      return answer;
    },
  };
}

type Counts = Record<'documents' | 'refusedWhole' | 'notRun' | 'ran' | 'stopped', number>;

/** Runs `plan` against `ns` (stopped half-way now and then, unless `stops` is false) and checks the property; returns the state read back. */
async function runAndCheck(r: Random, ns: string, plan: ImportPlan, before: NamespaceState, what: string, counts: Counts, stops = true): Promise<NamespaceState> {
  const send = stopping(sendWith(suite.api), r, plan.steps.length, stops);
  const read = () => readState(suite.api, ns);
  const { execution, putBack } = await runAllOrNothing(plan.steps, changeOf(plan, before), { send: send.send, read });
  const after = await read();
  counts[putBack ? 'stopped' : 'ran'] += 1;
  // Only the stops made on purpose stop a run: the service refuses nothing the planner lets through.
  assert.ok(!putBack || send.stops, `${what}: the service refused “${execution.failed?.step.title}”: ${String(execution.failed?.error)}`);
  if (putBack) {
    assert.equal(putBack.left, [], `${what}: every item put back`);
    assert.is(canonicalState(after), canonicalState(before), `${what}: as it was before`);
  } else {
    assert.ok(!send.stops || plan.steps.length === 0, `${what}: a stopped run reports it`);
    assert.is(canonicalState(after), expected(before, plan.after), `${what}: as the plan leaves it`);
  }
  assertEditorAccepts(after, what);
  return after;
}

test(`${IMPORTS} mutated documents imported leave the namespace as it was or as planned, never refused (seed ${SEED})`, async () => {
  const started = Date.now();
  const r = seededRandom(SEED);
  const ns = await namespace('property-import');
  const counts: Counts = { documents: 0, refusedWhole: 0, notRun: 0, ran: 0, stopped: 0 };
  let base = genNamespace(r, ns);
  let state = await readState(suite.api, ns);
  for (let i = 0; i < IMPORTS; i++) {
    if (i % 50 === 0) base = genNamespace(r, ns);
    const { text, applied } = mutate(r, base);
    const what = `document ${i} (${applied.join(' + ')})`;
    counts.documents += 1;
    let plan: ImportPlan;
    try {
      plan = planImport(readDocuments(text)[0] as NonNullable<ReturnType<typeof readDocuments>[0]>, state);
    } catch {
      counts.refusedWhole += 1;
      continue;
    }
    // A refused plan runs only when the operator leaves the refused items out.
    if ((plan.refused && r.chance(0.5)) || !plan.steps.length) {
      counts.notRun += 1;
      continue;
    }
    state = await runAndCheck(r, ns, plan, state, what, counts);
  }
  console.log(`  imports: ${JSON.stringify(counts)} in ${Date.now() - started} ms`);
  assert.ok(counts.ran > IMPORTS / 10 && counts.stopped > IMPORTS / 20 && counts.refusedWhole > 0, JSON.stringify(counts));
});

test(`${PROMOTES} promotes between generated namespaces leave the target as it was or as planned (seed ${SEED})`, async () => {
  const started = Date.now();
  const r = seededRandom(SEED + 1);
  const [a, b] = [await namespace('property-a'), await namespace('property-b')];
  const counts: Counts = { documents: 0, refusedWhole: 0, notRun: 0, ran: 0, stopped: 0 };
  let [left, right] = [await readState(suite.api, a), await readState(suite.api, b)];
  for (let i = 0; counts.documents < PROMOTES; i++) {
    // B soon holds what A held: a fresh A every few promotes keeps differences coming.
    if (i % 4 === 0) {
      // A fresh A, sometimes with a split the editor refuses written straight through the API.
      const spec = genNamespace(r, a);
      const plan = planImport(readDocuments(stringifyYaml(documentOf(spec)))[0] as NonNullable<ReturnType<typeof readDocuments>[0]>, left);
      // Run whole: A may hold a split the editor refuses from the round before, which a put-back keeps.
      left = await runAndCheck(r, a, plan, left, `A ${i}`, counts, false);
      const rule = left.flags.flatMap((f) => f.rules.map((rule) => ({ f, rule }))).find((x) => x.rule.distributions.length > 0);
      if (rule && r.chance(0.5)) {
        const d = rule.rule.distributions[0] as { id: string; variantId: string };
        ok(await suite.api.put(`/api/v1/namespaces/${a}/flags/${rule.f.key}/rules/${rule.rule.id}/distributions/${d.id}`, { variantId: d.variantId, rollout: 100 }));
        left = await readState(suite.api, a);
      }
    }
    const entries = (await compareNamespaces(left, right, undefined, Infinity)).entries.filter((e) => e.status === 'only-a' || e.status === 'different');
    if (!entries.length) continue;
    const chosen = new Map(r.sample(entries, r.int(1, 3)).map((e) => [`${e.kind} ${e.key}`, e.status === 'only-a' ? [] : r.sample(partsOf(e), r.int(1, partsOf(e).length))] as const));
    let plan = planPromote(left, right, chosen);
    plan = planPromote(left, right, chosen, new Map(plan.choices.map((c) => [c.key, r.pick(['theirs', 'promote'] as const)])));
    counts.documents += 1;
    if ((plan.refused && r.chance(0.5)) || !plan.steps.length) {
      counts.notRun += 1;
      continue;
    }
    right = await runAndCheck(r, b, plan, right, `promote ${i} of ${[...chosen.keys()].join(', ')}`, counts);
  }
  console.log(`  promotes: ${JSON.stringify(counts)} in ${Date.now() - started} ms`);
  assert.ok(counts.ran > PROMOTES / 5 && counts.stopped > PROMOTES / 20, JSON.stringify(counts));
});

test.run();
