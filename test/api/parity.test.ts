// Evaluation parity: the service's /evaluate/v1 answers equal those of Flipt's own engine
// (@flipt-io/flipt-client-js 0.4.0, the version whose bucketing is the v1.54 server's) fed with the
// service's snapshot, over thousands of generated flags, rules and contexts (DESIGN.md §5).
// The generator avoids, by construction, only the engine differences of EVALUATION.md §10.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FliptClient, type NodeFliptClient } from '@flipt-io/flipt-client-js';
import { fliptTarget, startService, type Service } from '../helpers/server';
import { client, uniqueKey, type Client } from '../helpers/http';
import { seededRandom, seedFromEnv } from '../helpers/gen-random';
import { generateCases, generateFlags, generateSegments, type GenCase, type GenFlag, type GenSegment } from '../helpers/generate';
import { operatorsFor, CONSTRAINT_TYPES } from '../helpers/gen-values';
import { substringOperatorsAt } from '../helpers/flipt-version';
import { createNamespace, must, writeFlags, writeSegments } from '../helpers/gen-seed';
import { evaluateOnEngine, evaluateOnService } from '../helpers/gen-evaluate';
import { describeMismatch, outcomeOf, sameOutcome, type Outcome } from '../helpers/gen-compare';

const SEED = seedFromEnv('PARITY_SEED');
const SIZE = { segments: 40, variantFlags: 80, booleanFlags: 40, casesPerFlag: 25 };
const SHOWN_MISMATCHES = 5;

let svc: Service;
let api: Client;
let ns: string;
let segments: GenSegment[] = [];
let flags: GenFlag[] = [];
let cases: GenCase[] = [];
let service: Outcome[] = [];
let engine: Outcome[] = [];
let substring = false;

test.before(async () => {
  console.log(`parity seed ${SEED} (repeat with PARITY_SEED=${SEED})`);
  svc = await startService();
  api = client(svc.url);
  ns = uniqueKey('parity');
  await createNamespace(api, ns);
});

test.after(async () => {
  if (svc.external) await api.del(`/api/v1/namespaces/${ns}?force=true`).catch(() => undefined);
  await svc.stop();
});

/**
 * Whether the snapshot lists a rule with N segments N times (Flipt v1.54 does, EVALUATION.md
 * §8.2). If so, multi-segment rules get only splits that the repeated list cannot change.
 */
async function snapshotRepeatsRules(): Promise<boolean> {
  const [a, b] = segments as [GenSegment, GenSegment];
  const base = `/api/v1/namespaces/${ns}/flags`;
  must(await api.post(base, { key: 'probe-rule-copies', name: 'probe' }), 'probe flag');
  must(await api.post(`${base}/probe-rule-copies/rules`, { segmentKeys: [a.key, b.key], rank: 1 }), 'probe rule');
  const snap = must(await api.get(`/internal/v1/evaluation/snapshot/namespace/${ns}`), 'snapshot');
  const probe = snap.flags.find((f: { key: string }) => f.key === 'probe-rule-copies');
  return probe.rules.length > 1;
}

async function evaluateWithEngine(): Promise<unknown[]> {
  const judge = (await FliptClient.init({ url: svc.url, namespace: ns, updateInterval: 0 })) as unknown as NodeFliptClient;
  try {
    return evaluateOnEngine(judge, cases);
  } finally {
    judge.close();
  }
}

test('generated flags, segments and rules are accepted by the management API', async () => {
  const rng = seededRandom(SEED);
  substring = await substringOperatorsAt(svc.url);
  segments = generateSegments(rng, SIZE.segments, substring);
  await writeSegments(api, ns, segments);
  const fullSplitsForMultiSegmentRules = await snapshotRepeatsRules();
  console.log(`snapshot repeats multi-segment rules: ${fullSplitsForMultiSegmentRules ? 'yes (full splits only there)' : 'no'}`);
  flags = generateFlags(rng, segments, { ...SIZE, fullSplitsForMultiSegmentRules });
  await writeFlags(api, ns, flags);
  cases = generateCases(rng, flags, SIZE.casesPerFlag);
  assert.ok(cases.length >= 2000, `only ${cases.length} cases`);
});

test('the service and the client engine agree on every generated evaluation', async () => {
  assert.ok(cases.length >= 2000, `only ${cases.length} cases were generated`);
  const [fromService, fromEngine] = await Promise.all([evaluateOnService(api, ns, cases), evaluateWithEngine()]);
  service = cases.map((c, i) => outcomeOf(c.type, 'service', fromService[i]));
  engine = cases.map((c, i) => outcomeOf(c.type, 'engine', fromEngine[i]));
  const flagByKey = new Map(flags.map((f) => [f.key, f]));
  const segmentByKey = new Map(segments.map((s) => [s.key, s]));
  const bad = cases.map((c, i) => ({ c, i })).filter(({ i }) => !sameOutcome(service[i] as Outcome, engine[i] as Outcome));
  for (const { c, i } of bad.slice(0, SHOWN_MISMATCHES)) {
    console.log(describeMismatch(c, service[i] as Outcome, engine[i] as Outcome, flagByKey.get(c.flagKey), segmentByKey));
  }
  console.log(`parity: ${cases.length} cases, ${bad.length} mismatches (seed ${SEED})`);
  assert.is(bad.length, 0, `${bad.length} of ${cases.length} evaluations differ (seed ${SEED})`);
});

test('the cases reach every evaluation reason, both endpoints and both boolean values', () => {
  const counts = new Map<string, number>();
  cases.forEach((c, i) => {
    const key = `${c.type === 'VARIANT_FLAG_TYPE' ? 'variant' : 'boolean'} ${String((service[i] as Outcome).reason).replace('_EVALUATION_REASON', '')}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  console.log(`outcomes: ${[...counts].sort().map(([k, n]) => `${k} ${n}`).join(', ')}`);
  const seen = new Set(cases.map((c, i) => `${c.type} ${(service[i] as Outcome).reason}`));
  for (const reason of ['MATCH', 'DEFAULT', 'FLAG_DISABLED', 'UNKNOWN']) {
    assert.ok(seen.has(`VARIANT_FLAG_TYPE ${reason}_EVALUATION_REASON`), `no variant case ended in ${reason}`);
  }
  for (const reason of ['MATCH', 'DEFAULT']) {
    assert.ok(seen.has(`BOOLEAN_FLAG_TYPE ${reason}_EVALUATION_REASON`), `no boolean case ended in ${reason}`);
  }
  const enabled = new Set(service.filter((o) => 'enabled' in o).map((o) => o.enabled));
  assert.equal([...enabled].sort(), [false, true]);
  assert.ok(cases.some((c) => c.single) && cases.some((c) => !c.single), 'single and batch calls are both used');
});

test('the rules and rollouts use every constraint type and operator the API stores', () => {
  const referenced = new Set(
    flags.flatMap((f) =>
      f.type === 'VARIANT_FLAG_TYPE' ? f.rules.flatMap((r) => r.segmentKeys) : f.rollouts.flatMap((r) => ('segment' in r ? r.segment.segmentKeys : [])),
    ),
  );
  const used = new Set(segments.filter((s) => referenced.has(s.key)).flatMap((s) => s.constraints.map((c) => `${c.type} ${c.operator}`)));
  const missing = CONSTRAINT_TYPES.flatMap((t) => operatorsFor(t, substring).map((op) => `${t} ${op}`)).filter((p) => !used.has(p));
  assert.equal(missing, []);
  // The local service imitates Flipt v1.61.1, so the substring operators are compared there.
  if (!fliptTarget()) assert.ok(substring, 'contains/notcontains are generated');
});

test.run();
