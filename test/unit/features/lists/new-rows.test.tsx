// Another operator's new rows (issue 40.3): only rows that appear between two complete lists of
// the same namespace count, this tab's own creates (noted by request()) are left out, and the
// marks go after MARK_MS.
import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { MARK_MS, useNewRows } from '../../../../ui/features/lists';
import { createdHere } from '../../../../ui/lib/created';
import { request } from '../../../../ui/lib/http';
import { fakeApi } from '../../../helpers/fake-api';
import { cleanup, render } from '../../../helpers/render';

test.after.each(cleanup);

type State = { scope: string; keys: string[]; complete: boolean };
let change: (next: State) => void = () => undefined;

function Probe({ start }: { start: State }) {
  const [state, setState] = useState(start);
  change = setState;
  const rows = state.keys.map((key) => ({ key }));
  const fresh = useNewRows(state.scope, rows, state.complete, (key) => createdHere(`api/v1/namespaces/${state.scope}/flags/${key}`));
  return <output>{fresh.join(' ')}</output>;
}

const shown = () => document.querySelector('output')?.textContent ?? '';

test('rows added between two complete lists are new; a part, another namespace or this tab’s own are not', async () => {
  const api = fakeApi().on('POST', 'api/v1/namespaces/prod/flags', ({ body }) => ({ ...(body as object), enabled: false }));
  const view = await render(<Probe start={{ scope: 'prod', keys: ['a', 'b'], complete: false }} />, { api });
  await view.act(() => change({ scope: 'prod', keys: ['a', 'b', 'c'], complete: true }));
  assert.is(shown(), '', 'the first complete list is the baseline, whatever came before');
  await view.act(() => request('api/v1/namespaces/prod/flags', { method: 'POST', body: { key: 'mine', name: 'Mine' } }));
  await view.act(() => change({ scope: 'prod', keys: ['a', 'b', 'c', 'mine', 'theirs'], complete: true }));
  assert.is(shown(), 'theirs', "this tab's own create is left out");
  await view.act(() => change({ scope: 'prod', keys: ['a', 'b', 'c', 'mine', 'theirs', 'x'], complete: false }));
  assert.is(shown(), 'theirs', 'a list only partly in is not compared');
  await view.act(() => change({ scope: 'staging', keys: ['s'], complete: true }));
  await view.act(() => change({ scope: 'staging', keys: ['s', 't'], complete: true }));
  assert.is(shown(), 't', 'another namespace starts its own baseline');
});

test('the marks go after MARK_MS', async () => {
  const real = globalThis.setTimeout;
  const timers: [() => void, number][] = [];
  globalThis.setTimeout = ((fn: () => void, ms: number) => (ms === MARK_MS ? timers.push([fn, ms]) : real(fn, ms))) as typeof setTimeout;
  try {
    const view = await render(<Probe start={{ scope: 'p', keys: ['a'], complete: true }} />);
    await view.act(() => change({ scope: 'p', keys: ['a', 'b'], complete: true }));
    assert.is(shown(), 'b');
    await view.act(() => timers.at(-1)?.[0]());
    assert.is(shown(), '', 'unmarked');
  } finally {
    globalThis.setTimeout = real;
  }
});

test.run();
