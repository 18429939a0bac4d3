// Evaluation judged by Flipt's own server (DESIGN.md §5): the same generated segments, flags and
// cases as the parity test are written to the Flipt at FLIPT_URL and to a local service, and
// every /evaluate/v1 answer must agree field by field: every field but the request id, duration
// and timestamp (flag key, match, reason, variant key and attachment, the boolean value), with
// segment keys compared as a set, since Flipt's order is random. Boolean answers have segment keys
// from Flipt v1.61 on, as the local service's do: against an older Flipt ours are left out.
// Skipped without FLIPT_URL. FLIPT_EVAL_SEED=<n> replays a run.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { externalOnly, fliptTarget, startService, type Service } from '../helpers/server';
import { client, uniqueKey, type Client } from '../helpers/http';
import { seededRandom, seedFromEnv } from '../helpers/gen-random';
import { generateCases, generateFlags, generateSegments, type GenCase, type GenFlag, type GenSegment } from '../helpers/generate';
import { createNamespace, writeFlags, writeSegments } from '../helpers/gen-seed';
import { evaluateOnService } from '../helpers/gen-evaluate';
import { booleanSegmentKeysIn, serverVersion, substringOperatorsAt } from '../helpers/flipt-version';
import { describeMismatch, sameOutcome, type Outcome } from '../helpers/gen-compare';

const SEED = seedFromEnv('FLIPT_EVAL_SEED');
// Server against server: multi-segment rules may take any split (no snapshot in between).
const SIZE = { segments: 40, variantFlags: 80, booleanFlags: 40, casesPerFlag: 25, fullSplitsForMultiSegmentRules: false };
const SHOWN_MISMATCHES = 5;
const withFlipt = externalOnly(test, 'there is no Flipt server to compare the local service with');

/** An answer without what differs per call (id, duration, time), segment keys sorted. */
function comparable(raw: unknown, booleanKeys = true): Outcome {
  if (!raw || typeof raw !== 'object') return { answer: raw };
  const { requestId, requestDurationMillis, timestamp, ...rest } = raw as Record<string, unknown>;
  if (!booleanKeys && 'enabled' in rest) delete rest.segmentKeys;
  if (Array.isArray(rest.segmentKeys)) rest.segmentKeys = [...rest.segmentKeys].sort();
  return rest;
}

const ns = uniqueKey('judged');
let flipt: Client;
let judge: Service;
let local: Service;
let segments: GenSegment[] = [];
let flags: GenFlag[] = [];
let cases: GenCase[] = [];
let booleanKeys = false;

async function seed(api: Client) {
  await createNamespace(api, ns);
  await writeSegments(api, ns, segments);
  await writeFlags(api, ns, flags);
}

test.before(async () => {
  if (!fliptTarget()) return;
  console.log(`flipt evaluation seed ${SEED} (repeat with FLIPT_EVAL_SEED=${SEED})`);
  judge = await startService();
  flipt = client(judge.url);
  // contains/notcontains where the judge has them (Flipt v1.57 on), judged like every operator.
  const substring = await substringOperatorsAt(judge.url);
  const version = await serverVersion(judge.url);
  booleanKeys = booleanSegmentKeysIn(version);
  console.log(`Flipt ${version}: contains/notcontains ${substring ? 'judged' : 'not stored there'}, boolean segment keys ${booleanKeys ? 'judged' : 'not answered there'}`);
  const rng = seededRandom(SEED);
  segments = generateSegments(rng, SIZE.segments, substring);
  flags = generateFlags(rng, segments, SIZE);
  cases = generateCases(rng, flags, SIZE.casesPerFlag);
  local = await startService({ local: true });
  await Promise.all([seed(flipt), seed(client(local.url))]);
});

test.after(async () => {
  if (!fliptTarget()) return;
  await flipt.del(`/api/v1/namespaces/${ns}?force=true`).catch(() => undefined);
  await Promise.all([local.stop(), judge.stop()]);
});

withFlipt('Flipt and the local service give the same answer to every generated evaluation', async () => {
  assert.ok(cases.length >= 2000, `only ${cases.length} cases were generated`);
  const [fromFlipt, fromLocal] = await Promise.all([evaluateOnService(flipt, ns, cases), evaluateOnService(client(local.url), ns, cases)]);
  const judged = fromFlipt.map((raw) => comparable(raw));
  const ours = fromLocal.map((raw) => comparable(raw, booleanKeys));
  const flagByKey = new Map(flags.map((f) => [f.key, f]));
  const segmentByKey = new Map(segments.map((s) => [s.key, s]));
  const bad = cases.map((c, i) => ({ c, i })).filter(({ i }) => !sameOutcome(judged[i] as Outcome, ours[i] as Outcome));
  for (const { c, i } of bad.slice(0, SHOWN_MISMATCHES)) {
    console.log(describeMismatch(c, judged[i] as Outcome, ours[i] as Outcome, flagByKey.get(c.flagKey), segmentByKey, ['flipt', 'local']));
  }
  const reasons = new Set(judged.map((o) => `${'enabled' in o ? 'boolean' : 'variant'} ${String(o.reason)}`));
  console.log(`flipt evaluation: ${cases.length} cases compared, ${bad.length} differ; outcomes seen: ${[...reasons].sort().join(', ')}`);
  assert.is(bad.length, 0, `${bad.length} of ${cases.length} evaluations differ from Flipt (seed ${SEED})`);
});

test.run();
