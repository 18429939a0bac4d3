// The import rules of the project's two programs (docs/ARCHITECTURE.md), checked by
// test/unit/layers.test.ts on every `npm test`. Each program is a table of rows: a file may import
// its own layer and the layers on rows below its own, never a layer above nor a neighbour on its
// row; and no files or folders may import each other in a circle.
//
// The console: `app → features → design | stores | lib`, and ui/lib/evaluation (the evaluation
// engine the service shares) imports nothing. A feature is a folder under ui/features/ that others
// import only through its index.ts, which exports no styles; features may use each other as long as
// no circle forms. Design components are imported through their barrel, ui/design/components/index.ts.
//
// The service: requests flow `http → api → store | evaluation | declarative` (docs/ARCHITECTURE.md "The
// service"): the process and the composition root, the HTTP edge, the route modules, evaluation and
// the declarative store, SQLite, and at the bottom the request vocabulary and the configuration.

/** The rules of one tree. Paths are relative to the project root, with '/'. */
export interface TreeRules {
  /** The tree's folder. */
  root: string;
  /** The layer of a file of the tree; null for a file outside the layering (circles still count). */
  layerOf(path: string): string | null;
  /** The layers each layer may import besides its own. */
  mayImport: Readonly<Record<string, readonly string[]>>;
  /** The file that other folders must import `path`'s folder through, if its folder has one. */
  entryOf?(path: string): string | null;
  /** Files outside the tree that it may import. */
  allowedOutside?(path: string): boolean;
  /** Why an import that the layers allow is refused all the same; null when it is not. */
  refuses?(from: string, to: string): string | null;
  /** Imports left out of every check until they are fixed, each with its reason. */
  exceptions?: readonly { from: string; to: string; reason: string }[];
}

/** What each layer may import, from rows listed top to bottom: every layer on a lower row. */
export function downward(rows: readonly (readonly string[])[]): Record<string, string[]> {
  return Object.fromEntries(rows.flatMap((row, i) => row.map((layer) => [layer, rows.slice(i + 1).flat()])));
}

const ENGINE = /^ui\/lib\/evaluation\//;
/** The folders others import through their index.ts: each feature, and the design components (their barrel). */
const ENTERED = /^ui\/(?:features\/[^/]+|design\/components)(?=\/)/;
const FEATURE_INDEX = /^ui\/features\/[^/]+\/index\.ts$/;

export const uiRules: TreeRules = {
  root: 'ui',
  layerOf: (path) => {
    if (/^ui\/(main\.tsx|app\/)/.test(path)) return 'app';
    if (ENGINE.test(path)) return 'engine';
    return /^ui\/(features|design|stores|lib)\//.exec(path)?.[1] ?? null;
  },
  mayImport: downward([['app'], ['features'], ['design', 'stores'], ['lib'], ['engine']]),
  entryOf: (path) => {
    const folder = ENTERED.exec(path)?.[0];
    // A style file is imported as it is: vanilla-extract evaluates a .css.ts alone at build time,
    // and the components' barrel would bring every component into it.
    return folder && !(folder.startsWith('ui/design') && path.endsWith('.css.ts')) ? `${folder}/index.ts` : null;
  },
  // A feature's styles are its own: styles two features share move down to design/.
  refuses: (from, to) => (FEATURE_INDEX.test(from) && to.endsWith('.css.ts') ? `a feature's index.ts exports no styles (shared styles go down to ui/design/)` : null),
};

const SERVICE_ROWS = [['main'], ['server'], ['http'], ['api', 'auth', 'meta'], ['evaluation', 'declarative'], ['store'], ['core', 'config']];

export const serviceRules: TreeRules = {
  root: 'scripts/server',
  layerOf: (path) => /^scripts\/server\/(?:([a-z]+)\/|(main|server)\.ts$)/.exec(path)?.slice(1).find(Boolean) ?? null,
  mayImport: downward(SERVICE_ROWS),
  allowedOutside: (path) => ENGINE.test(path),
};
