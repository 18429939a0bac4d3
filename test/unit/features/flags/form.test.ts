// The flag form's request bodies (SPEC §7): what each field sends, and what belongs to the tabs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createBody, flagFormValues, updateBody } from '../../../../ui/features/flags/form';
import type { Flag } from '../../../../ui/features/flags/schema';

const variant = { id: 'v1', key: 'on', name: 'On', description: '', attachment: '' };
const flag = (over: Partial<Flag> = {}): Flag => ({
  key: 'checkout',
  name: 'Checkout',
  description: '',
  createdAt: '',
  updatedAt: '',
  type: 'VARIANT_FLAG_TYPE',
  enabled: false,
  variants: [variant],
  metadata: {},
  ...over,
});

/** What the API receives: the body as JSON. */
const sent = (body: unknown) => JSON.parse(JSON.stringify(body)) as unknown;

test("a boolean flag's update sends its Default Value as the enabled state", () => {
  const live = flag({ type: 'BOOLEAN_FLAG_TYPE', enabled: true, variants: [] });
  const values = { ...flagFormValues(live), name: 'Checkout v2', enabled: false };
  assert.equal(sent(updateBody(values, live)), { key: 'checkout', name: 'Checkout v2', description: '', type: 'BOOLEAN_FLAG_TYPE', enabled: false, metadata: {}, defaultVariantId: null });
});

test("a variant flag's update sends the form's enabled state and a default variant that still exists", () => {
  const live = flag({ enabled: false });
  assert.is(updateBody({ ...flagFormValues(live), enabled: true, defaultVariantId: 'v1' }, live).enabled, true);
  assert.is(updateBody({ ...flagFormValues(live), defaultVariantId: 'v1' }, live).defaultVariantId, 'v1');
  assert.is(updateBody({ ...flagFormValues(live), defaultVariantId: 'deleted' }, live).defaultVariantId, null);
});

test('a new boolean flag starts with its Default Value; metadata goes as an object', () => {
  const values = { ...flagFormValues(flag()), type: 'BOOLEAN' as const, enabled: true, metadata: [{ key: 'team', type: 'string' as const, text: 'web', locked: false, touched: true }] };
  assert.equal(sent(createBody(values)), { key: 'checkout', name: 'Checkout', description: '', type: 'BOOLEAN_FLAG_TYPE', enabled: true, metadata: { team: 'web' } });
});

test.run();
