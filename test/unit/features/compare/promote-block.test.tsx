// Promoting respects the target namespace's permissions: under a policy that refuses writing flags
// or segments in B, the promote button is disabled and the bar says why; where B takes them, or
// without a policy, it stays usable.
import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PromoteBar } from '../../../../ui/features/compare/PromoteBar';
import { usePromoteBlock } from '../../../../ui/features/compare/usePromoteBlock';
import { probesFor } from '../../../../ui/features/permissions';
import { resetTransport } from '../../../../ui/lib/http';
import { apiError, fakeApi, type FakeApi } from '../../../helpers/fake-api';
import { cleanup, render, resetStores } from '../../../helpers/render';

test.before.each(resetStores);
test.after.each(async () => {
  await cleanup();
  resetTransport();
});

/** A Flipt whose policy lets the `allowed` probes of `ns` through (400) and refuses the rest (403). */
function policy(ns: string, allowed: string[]): FakeApi {
  const api = fakeApi().defaults({ config: { authorization: { required: true } } });
  for (const probe of probesFor(ns)) {
    const pass = allowed.includes(probe.key);
    api.on(probe.method, probe.path, probe.method === 'GET' ? (pass ? { authentications: [] } : apiError(403, 'permission denied')) : apiError(pass ? 400 : 403, pass ? 'invalid' : 'permission denied'));
  }
  return api;
}

function Bar({ b }: { b: string }) {
  return <PromoteBar b={b} count={2} blocked={usePromoteBlock(b)} onPromote={() => {}} onClear={() => {}} />;
}

const isDisabled = (el: Element) => (el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true';

test('a target that refuses creating segments disables Promote and says why in words', async () => {
  const api = policy('production', ['flag:create', 'flag:update', 'segment:update']);
  const view = await render(<Bar b="production" />, { api });
  await view.waitFor(() => assert.ok(view.container.textContent?.includes('Your role may view segments in production but not create them')));
  assert.ok(isDisabled(view.byRole('button', 'Promote to production…')));
});

test('a target that takes every write leaves Promote usable', async () => {
  const api = policy('production', ['flag:create', 'flag:update', 'segment:create', 'segment:update']);
  const view = await render(<Bar b="production" />, { api });
  await view.waitFor(() => assert.is(api.count('PUT', 'api/v1/namespaces/production/segments/:key'), 1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(view.container.textContent?.includes('2 chosen to promote'));
  assert.not.ok(isDisabled(view.byRole('button', 'Promote to production…')));
});

test.run();
