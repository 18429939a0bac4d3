// Deep copy of several flags at once (the flags list's bulk copy): a segment two flags use is
// created once, a refusal anywhere refuses the whole copy, and the calls reproduce every flag.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { planCopies } from '../../../../ui/features/transfer-screens/plan-copies';
import { exportNamespace } from '../../../../ui/features/transfer/document';
import { executePlan } from '../../../../ui/features/transfer/execute';
import type { NamespaceState, Segment } from '../../../../ui/features/transfer/model';
import { FakeFlipt } from '../../../helpers/fake-flipt';
import { stagingState } from '../../../helpers/transfer-fixture';

const prod = (segments: Segment[] = [], flags: NamespaceState['flags'] = []): NamespaceState => ({
  namespace: { key: 'prod', name: 'Production', description: '' }, flags, segments,
});
const segment = (key: string) => structuredClone(stagingState().segments.find((s) => s.key === key) as Segment);
const creates = (plan: ReturnType<typeof planCopies>) => plan.steps.map((s) => s.title).filter((t) => /^Create (segment|flag) /.test(t));

test('a segment used by two flags is created once, and both flags come out as in the source', async () => {
  const fake = new FakeFlipt();
  fake.load(prod([segment('eu')]));
  const plan = planCopies(stagingState(), ['checkout', 'dark-mode'], fake.state('prod'));
  assert.equal(plan.items.map((i) => `${i.kind} ${i.key} ${i.action}`), [
    'flag checkout create', 'flag dark-mode create', 'segment beta-users create', 'segment eu reuse', 'segment adults create', 'segment internal create',
  ]);
  assert.equal(creates(plan), ['Create segment beta-users', 'Create segment adults', 'Create segment internal', 'Create flag checkout', 'Create flag dark-mode']);
  const run = await executePlan(plan.steps, fake.send);
  assert.is(run.failed, null);
  const flagsOf = (text: string) => text.slice(text.indexOf('flags:'), text.indexOf('segments:'));
  assert.is(flagsOf(exportNamespace(fake.state('prod'))), flagsOf(exportNamespace(stagingState(), ['checkout', 'dark-mode'])));
});

test('a refused part refuses its flag, whose calls are left out; the others keep theirs', () => {
  const eu = segment('eu');
  eu.name = 'Europe';
  const plan = planCopies(stagingState(), ['archived', 'dark-mode'], prod([eu]));
  assert.ok(plan.refused);
  assert.equal(plan.items.filter((i) => i.action === 'refused').map((i) => `${i.kind} ${i.key}`), ['flag dark-mode', 'segment eu']);
  assert.equal(plan.items.find((i) => i.key === 'dark-mode')?.reasons, ['it uses segment eu, which is refused']);
  assert.equal(plan.steps.map((s) => s.title), ['Create flag archived'], 'only the flag that is not refused');
  assert.equal(plan.after.flags.map((f) => f.key), ['archived']);
});

test('a new key renames a single flag only', () => {
  const one = planCopies(stagingState(), ['archived'], prod(), 'archived-copy');
  assert.equal(one.items.map((i) => i.key), ['archived-copy']);
  const two = planCopies(stagingState(), ['archived', 'dark-mode'], prod(), 'ignored');
  assert.equal(two.items.filter((i) => i.kind === 'flag').map((i) => i.key), ['archived', 'dark-mode']);
});

test('a flag key the target has already refuses the copy', () => {
  const plan = planCopies(stagingState(), ['archived'], prod([], [{ ...stagingState().flags[2]!, rules: [], rollouts: [] }]));
  assert.ok(plan.refused);
  assert.equal(plan.items[0]?.reasons, ['namespace "prod" already has a flag "archived"']);
});

test.run();
