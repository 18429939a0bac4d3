// What a flag's cached data does when the reference changes or the flag is deleted, through the
// real hooks and writes: the tabs' data is keyed under its flag, so nothing is listed by hand.
import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { unstable_serialize, useSWRConfig, type Cache, type ScopedMutator } from 'swr';
import { analyticsKeys } from '../../../../ui/features/analytics/api';
import { useFlagCounts } from '../../../../ui/features/analytics/hooks';
import { useFlags, useFlagWrites } from '../../../../ui/features/flags/hooks';
import { useRollouts } from '../../../../ui/features/rollouts/hooks';
import { useRules } from '../../../../ui/features/rules/hooks';
import { resetReferencedData } from '../../../../ui/lib/swr';
import { cleanup, render, resetStores } from '../../../helpers/render';
import { FLAG, NS, rule, server } from '../ordering/fake-flag';

test.before.each(resetStores);
test.after.each(cleanup);

let mutate: ScopedMutator;
let cache: Cache;
let remove: (key: string) => Promise<unknown>;

const COUNTS = { enabled: true, polling: false };

/** How many rules and rollouts the cache holds for one flag ('-' for none); its counts load too. */
function Cached({ flagKey }: { flagKey: string }) {
  const rules = useRules('default', flagKey).data?.rules.length;
  const rollouts = useRollouts('default', flagKey).data?.rules.length;
  useFlagCounts('default', flagKey, '30m', COUNTS);
  return <p>{`${flagKey}: rules ${rules ?? '-'} rollouts ${rollouts ?? '-'}`}</p>;
}

/** Whether the cache holds counts of a flag (the chart keeps showing the last ones, so the cache is asked). */
const hasCounts = (flagKey: string) => cache.get(unstable_serialize(analyticsKeys.flag('default', flagKey, '30m')))?.data !== undefined;

function Probe() {
  ({ mutate, cache } = useSWRConfig());
  remove = useFlagWrites('default').remove;
  return (
    <>
      <Cached flagKey="colors" />
      <Cached flagKey="other" />
    </>
  );
}

/** The flag server with a second flag, its own rules and rollouts, and counts for both. */
function twoFlags() {
  const { api, state } = server({ rules: [rule('r1', 1, ['beta'])] });
  const other = `${NS}/flags/other`;
  api
    .on('GET', `${other}/rules`, { rules: [rule('o1', 1, ['beta']), rule('o2', 2, ['eu'])] })
    .on('GET', `${other}/rollouts`, { rules: [] })
    .on('GET', 'internal/v1/analytics/namespaces/default/flags/:flag', { timestamps: [], values: [] })
    .on('DELETE', FLAG, {});
  return { api, state };
}

const gets = (api: ReturnType<typeof server>['api'], flag = FLAG) => [api.count('GET', `${flag}/rules`), api.count('GET', `${flag}/rollouts`)];

test('a reference change refetches the rules and rollouts it had cached', async () => {
  const { api, state } = twoFlags();
  const view = await render(<Probe />, { api });
  await view.waitFor(() => view.byText('colors: rules 1 rollouts 0'));
  assert.equal(gets(api), [1, 1]);
  state.rules.push(rule('r2', 2, ['eu']));
  await view.act(() => resetReferencedData(mutate));
  await view.waitFor(() => view.byText('colors: rules 2 rollouts 0'));
  assert.equal(gets(api), [2, 2]);
});

test("deleting a flag drops its cached rules, rollouts and counts, and no other flag's", async () => {
  const { api } = twoFlags();
  const view = await render(<Probe />, { api });
  await view.waitFor(() => view.byText('colors: rules 1 rollouts 0'));
  await view.waitFor(() => view.byText('other: rules 2 rollouts 0'));
  assert.ok(hasCounts('colors') && hasCounts('other'));
  await view.act(() => remove('colors'));
  assert.ok(view.byText('colors: rules - rollouts -'));
  assert.ok(view.byText('other: rules 2 rollouts 0'));
  assert.equal([hasCounts('colors'), hasCounts('other')], [false, true]);
  assert.is(api.count('DELETE', FLAG), 1);
  // Dropped, not refetched: the flag is gone.
  assert.equal(gets(api), [1, 1]);
  assert.equal(gets(api, `${NS}/flags/other`), [1, 1]);
});

/** The flags of another namespace on screen while a flag is copied there. */
function Target() {
  const copy = useFlagWrites('default').copy;
  const listed = useFlags('staging').data?.flags.map((f) => f.key).join(',');
  return (
    <>
      <p>{`staging: ${listed ?? '-'}`}</p>
      <button type="button" onClick={() => void copy('colors', 'staging', '').catch(() => undefined)}>
        Copy
      </button>
    </>
  );
}

test("a copy refreshes the target namespace's flags, also when it stops part-way", async () => {
  const { api } = server();
  const staging: { key: string }[] = [];
  api
    .on('GET', `api/v1/namespaces/staging/flags`, () => ({ flags: staging }))
    .on('POST', `api/v1/namespaces/staging/flags`, ({ body }) => {
      staging.push(body as { key: string });
      return body;
    })
    .fail('POST', `api/v1/namespaces/staging/flags/colors/variants`, 400, 'variant "blue" is not unique');
  const view = await render(<Target />, { api });
  await view.waitFor(() => view.byText('staging:'));
  await view.press(view.byRole('button', 'Copy'));
  await view.waitFor(() => view.byText('staging: colors'));
  assert.is(api.count('POST', `api/v1/namespaces/staging/flags/colors/variants`), 1, 'stopped at the first variant');
});

test.run();
