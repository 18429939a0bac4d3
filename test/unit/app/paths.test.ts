import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { namespaceOf, paths, withNamespace } from '../../../ui/app/paths';

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

test.run();
