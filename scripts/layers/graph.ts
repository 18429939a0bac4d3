// The relative imports of the project's sources, resolved the way the bundler resolves them:
// extensionless paths, a folder's index file, `./x.css` for `x.css.ts`. Type-only imports count
// too: a module that needs an upper layer's types depends on that layer as much as one that calls it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import ts from 'typescript';

/** One import: the importing file, the file it resolves to (null when none does), its specifier. */
export type Edge = { from: string; to: string | null; spec: string };

/** The files of a tree (paths relative to the project root, with '/') and their relative imports. */
export type Graph = { files: string[]; edges: Edge[] };

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const CANDIDATES = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

const toPosix = (path: string) => path.split(sep).join('/');

function sourcesUnder(root: string, dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(root, path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, relative to the root; null when no file matches. */
function resolveSpec(root: string, from: string, spec: string): string | null {
  const base = join(root, dirname(from), spec);
  for (const suffix of CANDIDATES) {
    const path = base + suffix;
    if (existsSync(path) && statSync(path).isFile()) return toPosix(relative(root, path));
  }
  return null;
}

/** The relative specifiers a source imports or re-exports, static or dynamic. */
export function importsOf(text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((f) => f.fileName).filter((spec) => spec.startsWith('.'));
}

/** Every source under `dirs` (relative to `root`) with its relative imports. */
export function readGraph(root: string, dirs: readonly string[]): Graph {
  const files = dirs.flatMap((dir) => sourcesUnder(root, dir)).sort();
  const edges = files.flatMap((from) =>
    importsOf(readFileSync(join(root, from), 'utf8')).map((spec) => ({ from, to: resolveSpec(root, from, spec), spec })),
  );
  return { files, edges };
}
