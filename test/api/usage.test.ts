// The usage index from the real evaluation snapshot equals the one from the flags, rules and
// rollouts endpoints (rollout ids aside, which the snapshot lacks), against the local service
// or FLIPT_URL, whose v1.54 snapshot repeats multi-segment rules.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { executePlan, planImport, readDocuments, type ReadDocument } from '../../ui/features/transfer';
import { usageFromFlags, usageFromSnapshot, type Snapshot, type UsageIndex } from '../../ui/features/usage';
import { ok, useService } from '../helpers/fixtures';
import { uniqueKey } from '../helpers/http';
import { readState, sendWith } from '../helpers/transfer-api';
import { stagingExport } from '../helpers/transfer-fixture';

const suite = useService(test);
const { api } = suite;

const withoutRolloutIds = (index: UsageIndex) =>
  [...index.values()].map((u) => [u.segmentKey, u.flags.map((f) => [f.flagKey, f.uses.map((x) => [x.kind, x.rank, x.kind === 'rollout' ? null : x.id])])]).sort();

test('the snapshot and the flags API give the same segment usage', async () => {
  const ns = uniqueKey('usage');
  ok(await api.post('/api/v1/namespaces', { key: ns, name: 'Usage' }));
  suite.dropAfter(ns);
  const empty = { namespace: { key: ns, name: 'Usage', description: '' }, flags: [], segments: [] };
  const plan = planImport(readDocuments(stagingExport)[0] as ReadDocument, empty);
  const run = await executePlan(plan.steps, sendWith(api));
  assert.is(run.failed, null);
  const { flags } = await readState(api, ns);
  const snapshot: Snapshot = ok(await api.get(`/internal/v1/evaluation/snapshot/namespace/${ns}`, { 'X-Flipt-Accept-Server-Version': '1.47.0' }));
  const fromFlags = usageFromFlags(flags);
  assert.equal(withoutRolloutIds(usageFromSnapshot(snapshot)), withoutRolloutIds(fromFlags));
  assert.equal([...fromFlags.keys()].sort(), ['adults', 'beta-users', 'eu', 'internal']);
});

test.run();
