// The transfer plans run for real: the executor sends the planned calls over HTTP to the local
// service (or FLIPT_URL). Export, import into an empty namespace and export again must give the
// same document; a deep copy must reproduce the flag, and its undo must leave the target as it was.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { planCopy } from '../../ui/features/transfer/copy';
import { exportNamespace } from '../../ui/features/transfer/document';
import { executePlan } from '../../ui/features/transfer/execute';
import { undoChange } from '../../ui/features/transfer/put-back';
import { countActions, planImport } from '../../ui/features/transfer/plan';
import { readDocuments, type ReadDocument } from '../../ui/features/transfer/read';
import { ok, useService } from '../helpers/fixtures';
import { uniqueKey } from '../helpers/http';
import { readState as readNamespace, sendWith } from '../helpers/transfer-api';
import { stagingExport } from '../helpers/transfer-fixture';

const suite = useService(test);
const { api } = suite;

const send = sendWith(api);
const readState = (ns: string) => readNamespace(api, ns);

async function newNamespace(prefix: string): Promise<string> {
  const key = uniqueKey(prefix);
  ok(await api.post('/api/v1/namespaces', { key, name: 'Staging', description: 'Pre-production' }));
  suite.dropAfter(key);
  return key;
}

const withKey = (text: string, key: string) => text.replace(/^namespace:\n {2}key: .*$/m, `namespace:\n  key: ${key}`);

// The flags part of an export, and its segment entries in key order.
function sections(text: string): [string, string[]] {
  const [flags = '', segments = ''] = text.slice(text.indexOf('flags:')).split(/^segments:\n/m);
  return [flags, segments.split(/^(?=- key: )/m).sort()];
}

async function importText(ns: string, text: string) {
  const plan = planImport(readDocuments(text)[0] as ReadDocument, await readState(ns));
  const run = await executePlan(plan.steps, send);
  assert.is(run.failed, null, String(run.failed?.error));
  return plan;
}

test('exporting, importing into an empty namespace and exporting again gives the same document', async () => {
  const first = await newNamespace('transfer-a');
  const plan = await importText(first, stagingExport);
  assert.equal(countActions(plan), { create: 8, update: 0, unchanged: 0, refused: 0 });
  const exported = exportNamespace(await readState(first));
  assert.is(exported, withKey(stagingExport, first));
  const second = await newNamespace('transfer-b');
  await importText(second, exported);
  assert.is(exportNamespace(await readState(second)), withKey(exported, second));
  const again = planImport(readDocuments(exported)[0] as ReadDocument, await readState(second));
  assert.equal([countActions(again).unchanged, again.steps.length], [8, 0]);
});

test('a deep copy reproduces the flag and the segments it uses; its undo leaves the target as it was', async () => {
  const source = await newNamespace('transfer-src');
  await importText(source, stagingExport);
  const target = await newNamespace('transfer-dst');
  await importText(target, 'version: "1.4"\nsegments:\n- key: eu\n  name: EU\n  description: European Union\n  constraints:\n  - {type: STRING_COMPARISON_TYPE, property: country, operator: isoneof, value: \'["DE","FR"]\'}\n  match_type: ALL_MATCH_TYPE\n');
  const targetBefore = await readState(target);
  const before = exportNamespace(targetBefore);
  const plan = planCopy(await readState(source), 'checkout', targetBefore);
  assert.equal(plan.items.map((i) => `${i.key} ${i.action}`), ['checkout create', 'beta-users create', 'eu reuse', 'adults create', 'internal create']);
  const run = await executePlan(plan.steps, send);
  assert.is(run.failed, null, String(run.failed?.error));
  // The flag reads the same; the segments too, eu first in the target since it was there before.
  assert.equal(sections(exportNamespace(await readState(target), ['checkout'])), sections(exportNamespace(await readState(source), ['checkout'])));
  const items = [...plan.after.flags.map((f) => `flag ${f.key}`), ...plan.after.segments.map((s) => `segment ${s.key}`)];
  const undone = await undoChange({ before: targetBefore, after: plan.after, items }, send, () => readState(target), async () => false);
  assert.equal(undone, { restored: ['flag checkout', 'segment adults', 'segment beta-users', 'segment internal'], left: [], kept: [] });
  assert.is(exportNamespace(await readState(target)), before);
});

test.run();
