import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { resetReferencedData, underKey } from '../../../../ui/lib/swr';
import { rolloutKeys } from '../../../../ui/features/rollouts/api';
import { useRollouts } from '../../../../ui/features/rollouts/hooks';
import { ruleKeys } from '../../../../ui/features/rules/api';
import { useRules } from '../../../../ui/features/rules/hooks';
import { cleanup, render, resetStores } from '../../../helpers/render';
import { FLAG, server } from './fake-flag';

test.before.each(resetStores);
test.after.each(cleanup);

let mutate: ScopedMutator;

/** Shows how many rules and rollouts the cache holds for the flag, and hands out the mutator. */
function Probe() {
  mutate = useSWRConfig().mutate;
  const rules = useRules('default', 'colors').data?.rules.length;
  const rollouts = useRollouts('default', 'colors').data?.rules.length;
  return <p>{`rules ${rules ?? '-'} rollouts ${rollouts ?? '-'}`}</p>;
}

const gets = (api: ReturnType<typeof server>['api']) => [api.count('GET', `${FLAG}/rules`), api.count('GET', `${FLAG}/rollouts`)];

test('a reference change refetches the rules and rollouts it had cached', async () => {
  const { api, state } = server();
  const view = await render(<Probe />, { api });
  await view.waitFor(() => view.byText('rules 0 rollouts 0'));
  assert.equal(gets(api), [1, 1]);
  state.rules.push({ id: 'r1', rank: 1, segmentKey: 'beta', segmentKeys: [], segmentOperator: 'OR_SEGMENT_OPERATOR', distributions: [] });
  await view.act(() => resetReferencedData(mutate));
  await view.waitFor(() => view.byText('rules 1 rollouts 0'));
  assert.equal(gets(api), [2, 2]);
});

test("the keys a flag deletion drops cover that flag's rules and rollouts and no other flag's", async () => {
  const { api } = server();
  const view = await render(<Probe />, { api });
  await view.waitFor(() => view.byText('rules 0 rollouts 0'));
  await view.act(() => Promise.all([mutate(underKey(ruleKeys.flag('default', 'other'))), mutate(underKey(rolloutKeys.flag('default', 'other')))]));
  assert.equal(gets(api), [1, 1]);
  await view.act(() => Promise.all([mutate(underKey(ruleKeys.flag('default', 'colors'))), mutate(underKey(rolloutKeys.flag('default', 'colors')))]));
  assert.equal(gets(api), [2, 2]);
});

test.run();
