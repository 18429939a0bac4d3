import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import useSWR from 'swr';
import { useState } from 'react';
import { namespaceKeys } from '../../../ui/features/namespaces/api';
import { useCreateNamespace, useDeleteNamespace, useNamespace, useNamespaces, useUpdateNamespace } from '../../../ui/features/namespaces/hooks';
import { NamespaceFormSchema } from '../../../ui/features/namespaces/schema';
import { validate } from '../../../ui/lib/forms';
import { errorText } from '../../../ui/lib/http';
import { useCurrentNamespace } from '../../../ui/stores/namespace';
import { fakeApi } from '../../helpers/fake-api';
import { cleanup, render, resetStores } from '../../helpers/render';

test.before.each(resetStores);
test.after.each(cleanup);

const list = (...keys: string[]) => ({
  namespaces: keys.map((key) => ({ key, name: key.toUpperCase(), description: '', protected: key === 'default' })),
  nextPageToken: '',
  totalCount: keys.length,
});

test('keys are hierarchical under "namespaces"', () => {
  assert.equal(namespaceKeys.all, ['namespaces']);
  assert.equal(namespaceKeys.list(), ['namespaces', 'list']);
});

test('the namespace form requires key and name and checks the key', () => {
  assert.equal(validate(NamespaceFormSchema, { key: '', name: '' }), { key: ['Required'], name: ['Required'] });
  assert.equal(validate(NamespaceFormSchema, { key: 'no delete', name: 'x' }), {
    key: ['Only letters, numbers, hypens and underscores allowed'],
  });
});

function Probe({ selected = 'default' }: { selected?: string }) {
  const { data } = useNamespaces();
  const current = useNamespace(selected);
  const create = useCreateNamespace();
  const update = useUpdateNamespace();
  const remove = useDeleteNamespace();
  const [message, setMessage] = useState('');
  const run = (action: () => Promise<unknown>) => () => void action().then(() => setMessage('done'), (e: unknown) => setMessage(errorText(e)));
  return (
    <div>
      <p>list: {data?.namespaces.map((n) => n.key).join(',') ?? 'loading'}</p>
      <p>current: {`${current.key}/${current.name}/${current.description}`}</p>
      <p>message: {message}</p>
      <button type="button" onClick={run(() => create({ key: 'staging', name: 'Staging', description: 'QA' }))}>
        Create
      </button>
      <button type="button" onClick={run(() => update('staging', { name: 'Staging 2', description: '' }))}>
        Update
      </button>
      <button type="button" onClick={run(() => remove('staging'))}>
        Delete
      </button>
    </div>
  );
}

test('finds the selected namespace, or falls back to Default', async () => {
  const api = fakeApi().on('GET', 'api/v1/namespaces', list('default', 'staging'));
  const view = await render(<Probe selected="staging" />, { api });
  await view.waitFor(() => view.byText('current: staging/STAGING/'));
  const other = await render(<Probe selected="gone" />, { api });
  await other.waitFor(() => other.byText('list: default,staging'));
  assert.ok(other.byText('current: default/Default/'));
});

test('creating posts key, name and description and refreshes the list', async () => {
  let keys = ['default'];
  const api = fakeApi()
    .on('GET', 'api/v1/namespaces', () => list(...keys))
    .on('POST', 'api/v1/namespaces', ({ body }) => {
      keys = ['default', 'staging'];
      return { ...(body as object), protected: false };
    });
  const view = await render(<Probe />, { api });
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => view.byText('list: default,staging'));
  assert.equal(api.last('POST')?.body, { key: 'staging', name: 'Staging', description: 'QA' });
  assert.is(api.count('GET', 'api/v1/namespaces'), 2);
});

test('updating puts name and description to the key and refreshes the list', async () => {
  const api = fakeApi()
    .on('GET', 'api/v1/namespaces', list('default', 'staging'))
    .on('PUT', 'api/v1/namespaces/:key', ({ params, body }) => ({ key: params.key, ...(body as object) }));
  const view = await render(<Probe />, { api });
  await view.press(view.byRole('button', 'Update'));
  await view.waitFor(() => view.byText('message: done'));
  assert.is(api.last('PUT')?.path, 'api/v1/namespaces/staging');
  assert.equal(api.last('PUT')?.body, { name: 'Staging 2', description: '' });
  assert.is(api.count('GET', 'api/v1/namespaces'), 2);
});

test('deleting refreshes the list, drops cached segments and leaves a deleted current namespace', async () => {
  useCurrentNamespace.getState().setNamespaceKey('staging');
  let keys = ['default', 'staging'];
  let segmentFetches = 0;
  const api = fakeApi()
    .on('GET', 'api/v1/namespaces', () => list(...keys))
    .on('DELETE', 'api/v1/namespaces/staging', () => {
      keys = ['default'];
      return {};
    });
  function Counter() {
    const { data } = useSWR(['segments', 'staging', 'list'], () => ++segmentFetches);
    return <p>segments: {data ?? 'none'}</p>;
  }
  const view = await render(
    <>
      <Probe />
      <Counter />
    </>,
    { api },
  );
  await view.waitFor(() => view.byText('segments: 1'));
  await view.press(view.byRole('button', 'Delete'));
  await view.waitFor(() => view.byText('list: default'));
  assert.is(api.count('DELETE', 'api/v1/namespaces/staging'), 1);
  assert.ok(view.byText('segments: 2'), 'segments dropped and refetched');
  assert.is(useCurrentNamespace.getState().namespaceKey, 'default');
  assert.is(localStorage.getItem('namespace'), 'default');
});

test('a refused delete rejects with the server message and keeps the list', async () => {
  const api = fakeApi()
    .on('GET', 'api/v1/namespaces', list('default', 'staging'))
    .fail('DELETE', 'api/v1/namespaces/staging', 400, 'namespace "staging" cannot be deleted; flags must be deleted first');
  const view = await render(<Probe />, { api });
  await view.press(view.byRole('button', 'Delete'));
  await view.waitFor(() => view.byText('message: namespace "staging" cannot be deleted; flags must be deleted first'));
  assert.is(api.count('GET', 'api/v1/namespaces'), 1);
});

test.run();
