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

/** A file of a package's `dist`: `path` is a regular expression source, `/` matching either slash. */
const distFile = (pkg, path) => new RegExp(`/node_modules/${pkg}/dist/${path}$`.replaceAll('/', '[\\\\/]'));

/**
 * Edits to packages' code, each removing code the console can never run. Every patch must
 * change its file: one that no longer does fails the build, so an upgrade that moves the code
 * is noticed rather than silently bundling it again. Together they save ≈ 1.7 kB gzip, and the
 * last two keep Intl out of the way to the first rows.
 */
const PATCHES = [
  // React Aria Components defines ListBoxLoadingIndicator and MenuLoadingIndicator with a
  // createLeafComponent(…) call that, unlike its neighbours, lacks the #__PURE__ mark, so both
  // stayed in the bundle (with Menu.mjs) although the console renders neither. The call only
  // builds a component: marked pure, esbuild drops them when unused.
  {
    file: distFile('react-aria-components', 'private/(ListBox|Menu)\\.mjs'),
    patch: (text) => text.replace(/^(const \S+ = )(\(0, \$\w+\$createLeafComponent\)\()/gm, '$1/*#__PURE__*/ $2'),
  },
  // React Stately's useCollection builds a list from JSX children with its older
  // CollectionBuilder unless it is handed a ready collection. Its only callers in the bundle
  // (useListState, through React Aria Components' ListBox and ComboBox) always hand it the
  // collection React Aria Components built, so that builder never runs: a useCollection that
  // returns the collection lets it leave the bundle, and throws should a caller pass none.
  {
    file: distFile('react-stately', 'private/collections/useCollection\\.mjs'),
    patch: (text) => (text.includes('if (collection) return collection;')
      ? "export function useCollection({ collection }) {\n  if (!collection) throw new Error('useCollection: no collection');\n  return collection;\n}\n"
      : text),
  },
  // SWR decides once whether it runs on a server (no window, or Deno) and keeps server-rendering
  // branches and warnings for that case. The console runs only in a browser, where it is false.
  {
    file: distFile('swr', 'config-context-\\w+\\.mjs'),
    patch: (text) => text.replace('const IS_SERVER = !isWindowDefined || isLegacyDeno;', 'const IS_SERVER = false;'),
  },
  // React Aria's SSR helpers ask whether React has useId and useSyncExternalStore, and keep
  // React 16/17 fallbacks (id counters, a legacy provider) for when it has not. React 19 has both.
  {
    file: distFile('react-aria', 'private/ssr/SSRProvider\\.mjs'),
    patch: (text) => text.replace(/typeof \(0, \$\w+\$react\)\['(useId|useSyncExternalStore)'\] === 'function'/g, 'true'),
  },
  // date-fns-tz asks, when its module is evaluated, whether Intl knows `hourCycle` (Chrome 73,
  // Firefox 58, Safari 13), by building a formatter for America/New_York and formatting a date:
  // the first Intl use of the page, which loads the browser's locale data (20–60 ms of main thread)
  // on the way to the first rows (issue 38). Every browser the build targets knows it.
  {
    file: distFile('date-fns-tz', 'esm/_lib/tzTokenizeDate/index\\.js'),
    patch: (text) => text.replace(/const testDateFormatted = new Intl\.DateTimeFormat\([^;]+;\s*const hourCycleSupported = [^;]+;/, 'const hourCycleSupported = true;'),
  },
  // React Aria reads the browser's locale when its module is evaluated and checks the tag with
  // Intl.DateTimeFormat.supportedLocalesOf, which loads the browser's locale data (above); the
  // Intl.Locale constructor refuses the same malformed tags (a RangeError) without that load, and
  // React Aria builds one from the tag next anyway, to read its direction.
  {
    file: distFile('react-aria', 'private/i18n/useDefaultLocale\\.mjs'),
    patch: (text) => text.replace(/Intl\.DateTimeFormat\.supportedLocalesOf\(\[\s*locale\s*\]\);/, 'new Intl.Locale(locale);'),
  },
];

export const packagePatchesPlugin = {
  name: 'package-patches',
  setup(build) {
    for (const { file, patch } of PATCHES) {
      build.onLoad({ filter: file }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        const patched = patch(text);
        if (patched === text) throw new Error(`${args.path} changed: update its patch in scripts/build/plugins.mjs`);
        return { contents: patched, loader: 'js', resolveDir: dirname(args.path) };
      });
    }
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
