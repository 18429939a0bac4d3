// A write refreshes the lists that show what it changed (entity/writes through the flags' hooks):
// a created flag is in the namespace's list, a renamed one shows its new name, without a reload.
import '../../../helpers/dom';
import useSWR from 'swr';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fetchFlags, flagKeys, useFlagWrites } from '../../../../ui/features/flags';
import { fakeApi } from '../../../helpers/fake-api';
import { cleanup, render, resetStores } from '../../../helpers/render';

test.before.each(resetStores);
test.after.each(cleanup);

const flag = (key: string, name: string) => ({ key, name, description: '', enabled: false, type: 'VARIANT_FLAG_TYPE', namespaceKey: 'default', variants: [], metadata: {}, createdAt: '2026-11-28T00:00:00Z', updatedAt: '2026-11-28T00:00:00Z' });

/** The namespace's flags as the list holds them, and the writes behind two buttons. */
function List() {
  const names = useSWR(flagKeys.list('default'), fetchFlags).data?.flags.map((f) => f.name);
  const { create, update } = useFlagWrites('default');
  return (
    <>
      <p>{`flags: ${names?.join(', ') ?? 'loading'}`}</p>
      <button onClick={() => void create({ key: 'beta', name: 'Beta' } as never)}>Create</button>
      <button onClick={() => void update('alpha', { name: 'Alpha two' } as never)}>Rename</button>
    </>
  );
}

test('a created flag joins the list and a renamed one shows its new name', async () => {
  const stored = [flag('alpha', 'Alpha')];
  const api = fakeApi()
    .defaults()
    .on('GET', 'api/v1/namespaces/default/flags', () => ({ flags: stored, nextPageToken: '', totalCount: stored.length }))
    .on('POST', 'api/v1/namespaces/default/flags', () => (stored.push(flag('beta', 'Beta')), stored[1]))
    .on('PUT', 'api/v1/namespaces/default/flags/alpha', () => Object.assign(stored[0] as object, { name: 'Alpha two' }));
  const view = await render(<List />, { api });
  await view.waitFor(() => view.byText('flags: Alpha'));
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => view.byText('flags: Alpha, Beta'));
  await view.press(view.byRole('button', 'Rename'));
  await view.waitFor(() => view.byText('flags: Alpha two, Beta'));
});

test.run();
