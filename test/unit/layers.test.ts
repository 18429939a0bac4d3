// The import-rule checker (scripts/layers): each rule on a small tree written for the test, so
// every kind of break is seen to be reported, and then the project's own two trees.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkTree } from '../../scripts/layers/check';
import { importsOf, readGraph } from '../../scripts/layers/graph';
import { serviceRules, uiRules, type TreeRules } from '../../scripts/layers/rules';
import { projectRoot } from '../helpers/server';

const roots: string[] = [];
test.after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** The breaks `rules` finds in a tree of `files` (path → source), written to a fresh folder. */
function breaks(files: Record<string, string>, rules: TreeRules = uiRules): string[] {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, dirname(path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return checkTree(readGraph(root, [rules.root]), rules);
}

const feature = (name: string, index = "export const x = 1;\n") => ({ [`ui/features/${name}/index.ts`]: index });

test('reads static, type-only, re-exported and dynamic imports, and only relative ones', () => {
  const text = "import type { A } from './a';\nimport { b } from '../b';\nexport * from './c';\nconst d = await import('./d');\nimport x from 'react';\nimport './e.css';\n";
  assert.equal(importsOf(text).sort(), ['../b', './a', './c', './d', './e.css']);
});

test('resolves extensionless paths, folder index files and vanilla-extract styles', () => {
  const found = breaks({
    'ui/lib/a.ts': "import { b } from './b';\nimport { c } from './c';\nimport * as s from './d.css';\n",
    'ui/lib/b.tsx': 'export const b = 1;\n',
    'ui/lib/c/index.ts': 'export const c = 1;\n',
    'ui/lib/d.css.ts': 'export const d = 1;\n',
  });
  assert.equal(found, []);
});

test('an import up the layers names both layers and what the lower one may use', () => {
  const found = breaks({ 'ui/lib/http.ts': "import { t } from '../stores/csrf';\n", 'ui/stores/csrf.ts': 'export const t = 1;\n' });
  assert.equal(found, ['ui/lib/http.ts → ui/stores/csrf.ts: lib may not import stores (lib may import engine)']);
});

test('layers on one row may not import each other', () => {
  const found = breaks({ 'ui/design/a.ts': "import { s } from '../stores/s';\n", 'ui/stores/s.ts': 'export const s = 1;\n' });
  assert.match(found.join('\n'), 'ui/design/a.ts → ui/stores/s.ts: design may not import stores');
});

test('another feature is imported only through its index.ts; a feature without one is named', () => {
  const found = breaks({
    ...feature('flags', "export { useFlags } from './hooks';\n"),
    'ui/features/flags/hooks.ts': 'export const useFlags = 1;\n',
    'ui/features/rules/api.ts': "import { useFlags } from '../flags/hooks';\nimport { x } from '../flags';\n",
  });
  assert.equal(found, [
    'ui/features/rules/api.ts → ui/features/flags/hooks.ts: import ui/features/flags through ui/features/flags/index.ts',
    'ui/features/rules has no index.ts',
  ]);
});

test("a feature's index.ts exports no styles, and design components come through their barrel", () => {
  const found = breaks({
    ...feature('compare', "export { table } from './compare.css';\nexport { ComparePage } from './ComparePage';\n"),
    // A style file imports design's styles as they are (vanilla-extract evaluates it alone).
    'ui/features/compare/compare.css.ts': "import { bar } from '../../design/components/bar.css';\nexport const table = bar;\n",
    'ui/design/components/bar.css.ts': 'export const bar = 1;\n',
    'ui/features/compare/ComparePage.tsx': "import { table } from './compare.css';\nimport { Button } from '../../design/components';\nexport const ComparePage = table;\n",
    'ui/design/components/index.ts': "export { Button } from './Button';\n",
    'ui/design/components/Button.tsx': "import { Icon } from './Icon';\nexport const Button = Icon;\n",
    'ui/design/components/Icon.tsx': 'export const Icon = 1;\n',
    'ui/app/Shell.tsx': "import { Icon } from '../design/components/Icon';\n",
  });
  assert.equal(found, [
    'ui/app/Shell.tsx → ui/design/components/Icon.tsx: import ui/design/components through ui/design/components/index.ts',
    "ui/features/compare/index.ts → ui/features/compare/compare.css.ts: a feature's index.ts exports no styles (shared styles go down to ui/design/)",
  ]);
});

test('file and folder circles are named with the imports behind each step', () => {
  const found = breaks({
    ...feature('flags', "export { x } from './a';\n"),
    ...feature('rules', "export { y } from './b';\n"),
    'ui/features/flags/a.ts': "import { y } from '../rules';\nexport const x = 1;\n",
    'ui/features/rules/b.ts': "import { x } from '../flags';\nexport const y = 1;\n",
    'ui/lib/one.ts': "import type { T } from './two';\nexport type U = 1;\n",
    'ui/lib/two.ts': "import type { U } from './one';\nexport type T = 1;\n",
  });
  assert.equal(found, [
    'file circle: ui/features/flags/a.ts → ui/features/rules/index.ts → ui/features/rules/b.ts → ui/features/flags/index.ts → ui/features/flags/a.ts',
    'file circle: ui/lib/one.ts → ui/lib/two.ts → ui/lib/one.ts',
    'folder circle: ui/features/flags → ui/features/rules → ui/features/flags (ui/features/flags/a.ts → ui/features/rules/index.ts; ui/features/rules/b.ts → ui/features/flags/index.ts)',
  ]);
});

test("the service's rows: the edge above the route modules, neighbours apart, the engine its only outside import", () => {
  const found = breaks(
    {
      'scripts/server/http/app.ts': "import { routes } from '../api/index';\n",
      'scripts/server/api/index.ts': "import { self } from '../auth/self';\nexport const routes = 1;\n",
      'scripts/server/auth/self.ts': 'export const self = 1;\n',
      'scripts/server/store/write.ts': "import { internal } from '../http/app';\n",
      'scripts/server/evaluation/evaluate.ts': "import { evaluate } from '../../../ui/lib/evaluation/index';\nimport { time } from '../../../ui/lib/time';\n",
      'ui/lib/evaluation/index.ts': 'export const evaluate = 1;\n',
      'ui/lib/time.ts': 'export const time = 1;\n',
    },
    serviceRules,
  );
  assert.equal(found, [
    'scripts/server/api/index.ts → scripts/server/auth/self.ts: api may not import auth (api may import evaluation, declarative, store, core, config)',
    'scripts/server/evaluation/evaluate.ts → ui/lib/time.ts: leaves scripts/server/',
    'scripts/server/store/write.ts → scripts/server/http/app.ts: store may not import http (store may import core, config)',
  ]);
});

test('an import of a missing file is reported; an excepted import is left out of every check', () => {
  const files = { 'ui/lib/a.ts': "import { b } from './gone';\nimport { s } from '../stores/s';\n", 'ui/stores/s.ts': 'export const s = 1;\n' };
  const excepted = { ...uiRules, exceptions: [{ from: 'ui/lib/a.ts', to: 'ui/stores/s.ts', reason: 'test' }] };
  assert.equal(breaks(files, excepted), ["ui/lib/a.ts → './gone': no such file"]);
});

test("the console's and the service's own imports keep their rules", () => {
  const graph = readGraph(projectRoot, ['ui', 'scripts/server']);
  assert.ok(graph.files.length > 300, 'both trees were read');
  for (const rules of [uiRules, serviceRules]) {
    const found = checkTree(graph, rules);
    assert.equal(found, [], `${rules.root}/: ${found.length} import(s) break the rules:\n${found.join('\n')}\n`);
  }
});

test.run();
