import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isFlagList, isNamespacedPath, namespaceOf, pathInNamespace, paths, withNamespace } from '../../../ui/lib/paths';

test('builds every top-level route of SPEC §2', () => {
  assert.is(paths.root(), '/');
  assert.is(paths.login(), '/login');
  assert.is(paths.settings(), '/settings');
  assert.is(paths.settingsNamespaces(), '/settings/namespaces');
  assert.is(paths.settingsTokens(), '/settings/tokens');
  assert.is(paths.onboarding(), '/onboarding');
  assert.is(paths.support(), '/support');
});

test('builds every namespaced route under /namespaces/<key>', () => {
  assert.is(paths.namespace('prod'), '/namespaces/prod');
  assert.is(paths.flags('prod'), '/namespaces/prod/flags');
  assert.is(paths.newFlag('prod'), '/namespaces/prod/flags/new');
  assert.is(paths.flag('prod', 'new-checkout'), '/namespaces/prod/flags/new-checkout');
  assert.is(paths.flagRules('prod', 'f'), '/namespaces/prod/flags/f/rules');
  assert.is(paths.flagAnalytics('prod', 'f'), '/namespaces/prod/flags/f/analytics');
  assert.is(paths.segments('prod'), '/namespaces/prod/segments');
  assert.is(paths.newSegment('prod'), '/namespaces/prod/segments/new');
  assert.is(paths.segment('prod', 'beta-users'), '/namespaces/prod/segments/beta-users');
  assert.is(paths.console('prod'), '/namespaces/prod/console');
});

test('rewrites the namespace part of a path', () => {
  assert.is(withNamespace('/namespaces/default/flags', 'prod'), '/namespaces/prod/flags');
  assert.is(withNamespace('/namespaces/default/flags/f/rules', 'prod'), '/namespaces/prod/flags/f/rules');
  assert.is(withNamespace('/namespaces/default', 'prod'), '/namespaces/prod');
  assert.is(withNamespace('/namespaces/default/segments?q=beta', 'qa'), '/namespaces/qa/segments?q=beta');
});

test('prefixes the namespace when the path has none', () => {
  assert.is(withNamespace('/flags', 'prod'), '/namespaces/prod/flags');
  assert.is(withNamespace('/segments/new', 'prod'), '/namespaces/prod/segments/new');
  assert.is(withNamespace('console', 'prod'), '/namespaces/prod/console');
  assert.is(withNamespace('/', 'prod'), '/namespaces/prod');
});

test('does not mistake a similar prefix for the namespace part', () => {
  assert.is(withNamespace('/namespacesx/a', 'b'), '/namespaces/b/namespacesx/a');
});

test('reads the namespace key of a path', () => {
  assert.is(namespaceOf('/namespaces/prod/flags'), 'prod');
  assert.is(namespaceOf('/namespaces/prod'), 'prod');
  assert.is(namespaceOf('/flags'), null);
  assert.is(namespaceOf('/settings/namespaces'), null);
});

test('namespaced paths: flags, segments, console and import-export with their detail pages, and the prefixed index', () => {
  assert.is(paths.importExport('prod'), '/namespaces/prod/import-export');
  for (const path of ['/flags', '/flags/new', '/flags/a/rules', '/segments/s', '/console', '/import-export', '/namespaces/x/import-export', '/namespaces/x', '/namespaces/x/flags/a']) {
    assert.ok(isNamespacedPath(path), path);
  }
  for (const path of ['/', '/settings', '/settings/namespaces', '/support', '/onboarding', '/flagsx', '/namespaces/x/settings']) {
    assert.not.ok(isNamespacedPath(path), path);
  }
});

test('reads the page of a path inside its namespace', () => {
  assert.is(pathInNamespace('/namespaces/prod/flags/a'), '/flags/a');
  assert.is(pathInNamespace('/namespaces/prod'), '/');
  assert.is(pathInNamespace('/flags'), '/flags');
  assert.is(pathInNamespace('/namespacesx/a'), '/namespacesx/a');
});

test('tells the flags list apart from the other pages, bare or in a namespace', () => {
  for (const path of ['/flags', '/flags/', '/flags?q=a&page=2', '/namespaces/staging/flags', '/namespaces/staging/flags?sort=key']) assert.ok(isFlagList(path), path);
  for (const path of ['/', '/flags/new', '/namespaces/x/flags/checkout', '/namespaces/x/segments', '/settings', '/flagsx']) assert.not.ok(isFlagList(path), path);
});

test.run();
