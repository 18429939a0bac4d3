// The esbuild plugins of the console build, each for bytes or start-up time the bundle saves.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * React Aria ships its built-in strings ("Close", "Clear search", …) for 34 locales, imported by
 * one intlStrings.mjs per package area. The console is English, so keep only en-US; React Aria
 * falls back to it for any other locale. Saves ≈ 60 kB raw.
 */
export const englishOnlyPlugin = {
  name: 'react-aria-english-only',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]react-(aria|stately|aria-components)[\\/].*intlStrings\.mjs$/ }, (args) => {
      const other = /"([a-z]{2}-[A-Z]{2})"|[\\/]([a-z]{2}-[A-Z]{2})\.mjs"/;
      const kept = readFileSync(args.path, 'utf8')
        .split('\n')
        .filter((line) => {
          const m = other.exec(line);
          return !m || (m[1] ?? m[2]) === 'en-US';
        });
      return { contents: kept.join('\n'), loader: 'js' };
    });
  },
};

/**
 * React Aria Components defines `ListBoxLoadingIndicator` and `MenuLoadingIndicator` with a
 * `createLeafComponent(…)` call that, unlike its neighbours, lacks the `#__PURE__` mark, so the
 * bundle kept both (and what they use) although the console renders neither. The call only
 * builds a component, so marking it pure lets esbuild drop them when unused.
 */
const UNMARKED_LEAF = /^(const \S+ = )(\(0, \$\w+\$createLeafComponent\)\()/gm;
export const pureLeavesPlugin = {
  name: 'react-aria-components-pure-leaves',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]react-aria-components[\\/]dist[\\/]private[\\/](ListBox|Menu)\.mjs$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const marked = text.replace(UNMARKED_LEAF, '$1/*#__PURE__*/ $2');
      if (marked === text) throw new Error(`${args.path}: no unmarked createLeafComponent call left; drop pureLeavesPlugin`);
      return { contents: marked, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};

/**
 * React Stately's `useCollection` builds a list from JSX children with its older
 * CollectionBuilder, unless it is handed a ready `collection`. Its only callers in the bundle
 * (`useListState`, through React Aria Components' ListBox and ComboBox) always hand it the
 * collection React Aria Components built, so the older builder never runs: load a
 * `useCollection` that returns that collection, and the builder leaves the bundle. It throws
 * should a future caller pass none, rather than show an empty list. Saves ≈ 1.1 kB gzip.
 */
export const givenCollectionPlugin = {
  name: 'react-stately-given-collection',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]react-stately[\\/]dist[\\/]private[\\/]collections[\\/]useCollection\.mjs$/ }, (args) => {
      if (!readFileSync(args.path, 'utf8').includes('if (collection) return collection;')) {
        throw new Error(`${args.path} changed; check givenCollectionPlugin against it`);
      }
      const contents = `export function useCollection({ collection }) {
  if (!collection) throw new Error('useCollection: no collection');
  return collection;
}
`;
      return { contents, loader: 'js' };
    });
  },
};

/**
 * SWR, wouter and React Aria import `use-sync-external-store/shim`, a fallback for React < 18
 * that is bundled even though React 19 has the hook. The package's own main entry is the
 * React ≥ 18 version (React's hook re-exported), so resolve the shim there. Saves ≈ 0.2 kB gzip.
 */
export const nativeSyncStorePlugin = {
  name: 'use-sync-external-store-native',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, (args) =>
      build.resolve('use-sync-external-store', { kind: args.kind, resolveDir: args.resolveDir }));
  },
};

/**
 * React ships CommonJS, and esbuild converts a CommonJS module once per file that imports it
 * (`__toESM`: a fresh object with a getter per export). The console did that 353 times (204 for
 * `react`, 149 for `react/jsx-runtime`): ≈ 9,000 getter closures kept on the heap and ≈ 10 ms of
 * start-up. ES imports of React's entry points go through one small ES module per entry instead,
 * which converts the package once and re-exports its names; files then bind to those directly.
 * `require()` calls (inside React DOM and use-sync-external-store) keep the package itself.
 */
const REACT_ENTRY = /^(react|react\/jsx-runtime|react-dom|react-dom\/client)$/;
export const reactOncePlugin = {
  name: 'react-converted-once',
  setup(build) {
    const require = createRequire(join(root, 'package.json'));
    build.onResolve({ filter: REACT_ENTRY }, (args) =>
      args.kind === 'import-statement' && args.namespace !== 'react-once' ? { path: args.path, namespace: 'react-once' } : undefined);
    build.onLoad({ filter: /.*/, namespace: 'react-once' }, (args) => {
      const names = Object.keys(require(args.path)).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
      const from = JSON.stringify(args.path);
      return { contents: `import m from ${from};\nexport const { ${names.join(', ')} } = m;\nexport default m;\n`, resolveDir: root, loader: 'js' };
    });
  },
};
