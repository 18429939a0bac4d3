// The transfer plans run for real: the executor sends the planned calls over HTTP to the local
// service (or FLIPT_URL). Export, import into an empty namespace and export again must give the
// same document.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exportNamespace } from '../../ui/features/transfer/document';
import { executePlan, type Send } from '../../ui/features/transfer/execute';
import type { NamespaceState } from '../../ui/features/transfer/model';
import { countActions, planImport } from '../../ui/features/transfer/plan';
import { readDocuments, type ReadDocument } from '../../ui/features/transfer/read';
import { ok, useService } from '../helpers/fixtures';
import { uniqueKey } from '../helpers/http';
import { stagingExport } from '../helpers/transfer-fixture';

const suite = useService(test);
const { api } = suite;

const send: Send = async (call) => {
  const res = await api.call(call.method, `/${call.path}`, call.body);
  if (res.status !== 200) throw new Error(`${call.method} ${call.path}: ${res.status} ${res.text}`);
  return res.body;
};

// What the screens will read from the API before planning.
async function readState(ns: string): Promise<NamespaceState> {
  const base = `/api/v1/namespaces/${ns}`;
  const namespace = ok(await api.get(base));
  const { flags } = ok(await api.get(`${base}/flags`));
  for (const flag of flags) {
    flag.rules = ok(await api.get(`${base}/flags/${flag.key}/rules`)).rules;
    flag.rollouts = ok(await api.get(`${base}/flags/${flag.key}/rollouts`)).rules;
  }
  return { namespace, flags, segments: ok(await api.get(`${base}/segments`)).segments };
}

async function newNamespace(prefix: string): Promise<string> {
  const key = uniqueKey(prefix);
  ok(await api.post('/api/v1/namespaces', { key, name: 'Staging', description: 'Pre-production' }));
  suite.dropAfter(key);
  return key;
}

const withKey = (text: string, key: string) => text.replace(/^namespace:\n {2}key: .*$/m, `namespace:\n  key: ${key}`);

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

test.run();
