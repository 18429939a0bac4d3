// Flags list filters: what they keep, how they read from and write to the URL, the metadata
// suggestions and which filter an empty list blames.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  activeFilters, addChip, applyFlagFilters, chipFromParam, chipParam, describeFilter, explainEmpty, filtersFromParams,
  evaluatedWindow, metadataKeySuggestions, metadataValueSuggestions, NO_FILTERS, removeChip, withFilters, type FlagFilters,
} from '../../../../ui/features/flag-filters';

const flag = (key: string, type: 'VARIANT_FLAG_TYPE' | 'BOOLEAN_FLAG_TYPE', enabled: boolean, metadata?: Record<string, unknown>) => ({ key, type, enabled, metadata });
const flags = [
  flag('checkout', 'VARIANT_FLAG_TYPE', true, { team: 'payments', tier: 2, beta: true }),
  flag('dark-mode', 'BOOLEAN_FLAG_TYPE', true, { team: 'web' }),
  flag('kill-switch', 'BOOLEAN_FLAG_TYPE', false, { team: 'payments', owner: { name: 'ana' } }),
  flag('archived', 'VARIANT_FLAG_TYPE', false),
];
const keys = (list: readonly { key: string }[]) => list.map((f) => f.key);
const filters = (f: Partial<FlagFilters>): FlagFilters => ({ ...NO_FILTERS, ...f });

test('filters by type, by status and by metadata chips that must all hold', () => {
  assert.equal(keys(applyFlagFilters(flags, filters({ type: 'BOOLEAN_FLAG_TYPE' }))), ['dark-mode', 'kill-switch']);
  assert.equal(keys(applyFlagFilters(flags, filters({ status: 'disabled' }))), ['kill-switch', 'archived']);
  assert.equal(keys(applyFlagFilters(flags, filters({ metadata: [{ key: 'team', value: 'payments' }] }))), ['checkout', 'kill-switch']);
  assert.equal(keys(applyFlagFilters(flags, filters({ metadata: [{ key: 'team', value: 'payments' }, { key: 'beta', value: null }] }))), ['checkout']);
  assert.equal(keys(applyFlagFilters(flags, filters({ type: 'BOOLEAN_FLAG_TYPE', status: 'enabled', metadata: [{ key: 'team', value: 'web' }] }))), ['dark-mode']);
  assert.is(applyFlagFilters(flags, NO_FILTERS), flags);
});

test('compares metadata values as text: numbers, booleans and objects by their JSON', () => {
  assert.equal(keys(applyFlagFilters(flags, filters({ metadata: [{ key: 'tier', value: '2' }] }))), ['checkout']);
  assert.equal(keys(applyFlagFilters(flags, filters({ metadata: [{ key: 'beta', value: 'true' }] }))), ['checkout']);
  assert.equal(keys(applyFlagFilters(flags, filters({ metadata: [{ key: 'owner', value: '{"name":"ana"}' }] }))), ['kill-switch']);
  assert.equal(keys(applyFlagFilters(flags, filters({ metadata: [{ key: 'team', value: 'Payments' }] }))), []);
});

test('reads filters from the URL and writes them back next to the other parameters', () => {
  const params = new URLSearchParams('q=pay&sort=key&page=3&type=boolean&status=disabled&meta=team%3Dpayments&meta=beta');
  const read = filtersFromParams(params);
  assert.equal(read, { type: 'BOOLEAN_FLAG_TYPE', status: 'disabled', metadata: [{ key: 'team', value: 'payments' }, { key: 'beta', value: null }], evaluated: null });
  const written = withFilters(params, removeChip(read, { key: 'beta', value: null }));
  assert.is(written.toString(), 'q=pay&sort=key&type=boolean&status=disabled&meta=team%3Dpayments');
  assert.equal(filtersFromParams(withFilters(new URLSearchParams(), read)), read);
  assert.is(withFilters(params, NO_FILTERS).toString(), 'q=pay&sort=key');
});

test('ignores what it does not know in a URL and keeps one of each chip', () => {
  assert.equal(filtersFromParams(new URLSearchParams('type=toggle&status=on&meta=&meta=%3Dx&meta=a&meta=a')), { type: null, status: null, metadata: [{ key: 'a', value: null }], evaluated: null });
  assert.is(filtersFromParams(new URLSearchParams('evaluated=never')).evaluated, null);
  assert.is(filtersFromParams(new URLSearchParams('evaluated=toString')).evaluated, null);
});

test('escapes "=" and "\\" in chip keys so any key survives the URL', () => {
  for (const chip of [{ key: 'a=b', value: 'c=d' }, { key: 'back\\slash', value: null }, { key: 'k', value: '' }, { key: 'é', value: 'ü' }]) {
    assert.equal(chipFromParam(chipParam(chip)), chip, chipParam(chip));
    assert.equal(filtersFromParams(withFilters(new URLSearchParams(), filters({ metadata: [chip] }))).metadata, [chip]);
  }
  assert.is(chipParam({ key: 'a=b', value: 'c=d' }), 'a\\=b=c=d');
});

test('adds a chip once and removes it', () => {
  const one = addChip(NO_FILTERS, { key: 'team', value: 'web' });
  assert.is(addChip(one, { key: 'team', value: 'web' }), one);
  assert.equal(removeChip(one, { key: 'team', value: 'web' }), NO_FILTERS);
});

test("suggests the namespace's metadata keys and values, most used first, without keys already chosen", () => {
  assert.equal(metadataKeySuggestions(flags), [{ text: 'team', count: 3 }, { text: 'beta', count: 1 }, { text: 'owner', count: 1 }, { text: 'tier', count: 1 }]);
  assert.equal(metadataKeySuggestions(flags, 'E').map((s) => s.text), ['team', 'beta', 'owner', 'tier']);
  assert.equal(metadataKeySuggestions(flags, 'ti', []).map((s) => s.text), ['tier']);
  assert.equal(metadataKeySuggestions(flags, '', [{ key: 'team', value: 'web' }]).map((s) => s.text), ['beta', 'owner', 'tier']);
  assert.equal(metadataValueSuggestions(flags, 'team'), [{ text: 'payments', count: 2 }, { text: 'web', count: 1 }]);
  assert.equal(metadataValueSuggestions(flags, 'team', 'WE'), [{ text: 'web', count: 1 }]);
});

const search = (text: string) => ({ text, matches: (f: { key: string }) => f.key.includes(text) });

test('says which filter hides every flag, with how many matched before it and on its own', () => {
  const f = filters({ type: 'BOOLEAN_FLAG_TYPE', status: 'disabled', metadata: [{ key: 'team', value: 'web' }] });
  assert.equal(explainEmpty(flags, f), { kind: 'hidden', by: { kind: 'metadata', chip: { key: 'team', value: 'web' } }, matchedBefore: 1, matchesAlone: 1 });
  assert.equal(explainEmpty(flags, filters({ status: 'enabled' }), search('kill')), { kind: 'hidden', by: { kind: 'status', status: 'enabled' }, matchedBefore: 1, matchesAlone: 2 });
  assert.equal(explainEmpty(flags, filters({ type: 'BOOLEAN_FLAG_TYPE' }), search('zzz')), { kind: 'hidden', by: { kind: 'search', text: 'zzz' }, matchedBefore: 4, matchesAlone: 0 });
  assert.equal(explainEmpty(flags, filters({ metadata: [{ key: 'nope', value: null }] })), { kind: 'hidden', by: { kind: 'metadata', chip: { key: 'nope', value: null } }, matchedBefore: 4, matchesAlone: 0 });
  assert.equal(explainEmpty([], filters({ type: 'BOOLEAN_FLAG_TYPE' })), { kind: 'no-flags' });
  assert.is(explainEmpty(flags, filters({ type: 'BOOLEAN_FLAG_TYPE' }), search('dark')), null);
});

test('the evaluated filter goes into the URL and back, next to the others, and back to page 1', () => {
  for (const evaluated of ['24h', 'not-24h', 'not-7d'] as const) {
    const params = withFilters(new URLSearchParams('q=pay&page=2'), filters({ status: 'enabled', evaluated }));
    assert.is(params.toString(), `q=pay&status=enabled&evaluated=${evaluated}`);
    assert.equal(filtersFromParams(params), filters({ status: 'enabled', evaluated }));
  }
  assert.is(withFilters(new URLSearchParams('evaluated=24h&type=boolean'), filters({ type: 'BOOLEAN_FLAG_TYPE' })).toString(), 'type=boolean');
});

test('filters by evaluations once counted; a flag not counted (or not countable) stays', () => {
  const counted = [
    { ...flags[0]!, evaluations: 12 },
    { ...flags[1]!, evaluations: 0 },
    { ...flags[2]!, evaluations: null },
    flags[3]!,
  ];
  assert.equal(keys(applyFlagFilters(counted, filters({ evaluated: '24h' }))), ['checkout', 'kill-switch', 'archived']);
  assert.equal(keys(applyFlagFilters(counted, filters({ evaluated: 'not-24h' }))), ['dark-mode', 'kill-switch', 'archived']);
  assert.equal(keys(applyFlagFilters(counted, filters({ evaluated: 'not-7d', type: 'BOOLEAN_FLAG_TYPE' }))), ['dark-mode', 'kill-switch']);
  assert.is(evaluatedWindow('not-7d'), '7d');
  assert.is(evaluatedWindow('not-24h'), '24h');
  const none = [{ ...flags[0]!, evaluations: 3 }];
  assert.equal(explainEmpty(none, filters({ evaluated: 'not-24h' })), { kind: 'hidden', by: { kind: 'evaluated', evaluated: 'not-24h' }, matchedBefore: 1, matchesAlone: 0 });
  assert.equal((['24h', 'not-24h', 'not-7d'] as const).map((evaluated) => describeFilter({ kind: 'evaluated', evaluated })), [
    'evaluated in the last 24 h',
    'not evaluated in the last 24 h',
    'not evaluated in 7 days',
  ]);
});

test('names the filters in effect in the order they apply', () => {
  const f = filters({ status: 'enabled', type: 'VARIANT_FLAG_TYPE', metadata: [{ key: 'team', value: 'web' }, { key: 'beta', value: null }] });
  assert.equal(activeFilters(f, '  pay ').map(describeFilter), ['search "pay"', 'type Variant', 'status enabled', 'team = web', 'has beta']);
  assert.equal(activeFilters(NO_FILTERS, '   '), []);
});

test.run();
