import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { LoadError } from './errors';
import { compileGlob } from './glob';
import { LIMITS, megabytes } from './limits';
import { readInside } from './source';
import { checkUniqueKeys, PARSE_OPTIONS } from './unique-keys';

/** The index file Flipt looks for at the root of the state directory. */
export const INDEX_FILE = '.flipt.yml';

// Flipt's defaults when there is no index: any path ending in features.yml / features.yaml.
const DEFAULT_INCLUDE = ['**features.yml', '**features.yaml', '**.features.yml', '**.features.yaml'];

export interface Scan {
  /** State files to read, relative to the root with `/` separators, in Flipt's walk order. */
  files: string[];
  /** Changes whenever a state file or the index is added, removed or modified. */
  fingerprint: string;
  /** Set when the index itself cannot be used; `files` is then empty. */
  error?: LoadError;
}

/** How error messages name a file of the directory the configuration calls `configured`. */
export const shownIn = (configured: string) => (rel: string) => (rel ? join(configured, rel) : configured);

/** Lists the state files under `root`; `shown(rel)` names a file in error messages. */
export function scanDirectory(root: string, shown: (rel: string) => string): Scan {
  const rootStat = statOrNull(root);
  if (!rootStat?.isDirectory()) {
    return { files: [], fingerprint: 'missing', error: new LoadError(shown(''), undefined, 'no such directory') };
  }
  const indexStat = statOrNull(join(root, INDEX_FILE));
  const indexMark = indexStat ? `${INDEX_FILE} ${indexStat.ino} ${indexStat.mtimeMs} ${indexStat.size}` : 'no index';
  let filter: (rel: string) => boolean;
  try {
    filter = indexStat ? readIndex(root, shown(INDEX_FILE)) : globFilter(DEFAULT_INCLUDE, []);
  } catch (err) {
    const error = err instanceof LoadError ? err : new LoadError(shown(INDEX_FILE), undefined, (err as Error).message);
    return { files: [], fingerprint: indexMark, error };
  }
  const files: string[] = [];
  const marks = [indexMark];
  let bytes = 0;
  walk(root, '', (rel, full) => {
    if (!filter(rel)) return;
    const s = statOrNull(full);
    files.push(rel);
    bytes += s?.size ?? 0;
    marks.push(`${rel} ${s?.ino} ${s?.mtimeMs} ${s?.size}`);
  });
  const fingerprint = marks.join('\n');
  const over = files.length > LIMITS.files ? `${files.length} state files; at most ${LIMITS.files} are read`
    : bytes > LIMITS.totalBytes ? `${megabytes(bytes)} of state files; at most ${megabytes(LIMITS.totalBytes)} are read` : undefined;
  return over ? { files: [], fingerprint, error: new LoadError(shown(''), undefined, over) } : { files, fingerprint };
}

// Go's fs.WalkDir order: entries sorted by name, directories entered where they sort, symbolic
// links to directories not followed.
function walk(dir: string, prefix: string, visit: (rel: string, full: string) => void) {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const full = join(dir, e.name);
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) walk(full, rel, visit);
    else visit(rel, full);
  }
}

function readIndex(root: string, shown: string): (rel: string) => boolean {
  const counter = new LineCounter();
  // Read on the request thread, so held to a size that parses in milliseconds.
  const text = readInside(realpathSync(root), join(root, INDEX_FILE), shown, LIMITS.indexBytes);
  const doc = parseDocument(text, { lineCounter: counter, ...PARSE_OPTIONS });
  const err = doc.errors[0];
  if (err) throw new LoadError(shown, counter.linePos(err.pos[0]).line, err.message);
  checkUniqueKeys(doc, counter, shown);
  const index = (doc.toJS() ?? {}) as Record<string, unknown>;
  const globs = (key: string) => {
    const v = index[key] ?? [];
    if (!Array.isArray(v) || v.some((g) => typeof g !== 'string')) {
      throw new LoadError(shown, undefined, `${key}: must be a list of glob strings`);
    }
    return v as string[];
  };
  return globFilter(globs('include'), globs('exclude'));
}

function globFilter(include: string[], exclude: string[]): (rel: string) => boolean {
  const inc = include.map(compileGlob);
  const exc = exclude.map(compileGlob);
  return (rel) => inc.some((g) => g.test(rel)) && !exc.some((g) => g.test(rel));
}

function statOrNull(path: string) {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}
