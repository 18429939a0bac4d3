import { closeSync, fstatSync, openSync, readFileSync, realpathSync } from 'node:fs';
import { sep } from 'node:path';
import { extname } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Document } from 'yaml';
import { formatPath, LoadError, type Path } from './errors';
import { LIMITS, megabytes } from './limits';
import { checkUniqueKeys, PARSE_OPTIONS } from './unique-keys';

/** One decoded document of a state file, able to point an error at a line of that file. */
export interface SourceDoc {
  value: unknown;
  fail(path: Path, message: string): LoadError;
}

// Flipt decodes `.yml`/`.yaml` as a YAML stream and `.json` (or no extension) as JSON; JSON is
// read here with the YAML parser too, which accepts it and keeps line positions.
const EXTENSIONS = ['.yml', '.yaml', '.json', ''];

/**
 * Reads and parses one state file that must lie inside `root` (a real path) once links are
 * resolved; `shown` is the name errors use. Throws LoadError.
 */
export function readStateFile(root: string, file: string, shown: string): SourceDoc[] {
  const ext = extname(file);
  if (!EXTENSIONS.includes(ext)) throw new LoadError(shown, undefined, `unexpected extension: ${JSON.stringify(ext)}`);
  const text = readInside(root, file, shown);
  const counter = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter: counter, ...PARSE_OPTIONS });
  if (!Array.isArray(docs)) return [];
  const out: SourceDoc[] = [];
  for (const doc of docs) {
    const err = doc.errors[0];
    if (err) throw new LoadError(shown, counter.linePos(err.pos[0]).line, err.message);
    checkUniqueKeys(doc, counter, shown);
    // A stream may hold empty documents (a trailing `---`, comments only); they add nothing.
    if (doc.contents === null) continue;
    out.push(sourceDoc(doc, counter, shown));
  }
  return out;
}

function sourceDoc(doc: Document, counter: LineCounter, shown: string): SourceDoc {
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 1000 });
  } catch (err) {
    throw new LoadError(shown, counter.linePos(doc.range?.[0] ?? 0).line, (err as Error).message);
  }
  return {
    value,
    fail: (path, message) => {
      const line = counter.linePos(offsetOf(doc, path)).line;
      return new LoadError(shown, line, path.length ? `${formatPath(path)}: ${message}` : message);
    },
  };
}

/** Where `path` is written: the key of the deepest field that exists, or the list item. */
function offsetOf(doc: Document, path: Path): number {
  let node: unknown = doc.contents;
  let best = startOf(node) ?? doc.range?.[0] ?? 0;
  for (const step of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === step);
      if (!pair) break;
      best = startOf(pair.key) ?? best;
      node = pair.value;
    } else if (isSeq(node) && typeof step === 'number') {
      node = node.items[step];
      best = startOf(node) ?? best;
    } else {
      break;
    }
  }
  return best;
}

const startOf = (node: unknown): number | undefined => (node as { range?: [number] } | null)?.range?.[0];

/** The text of a file whose real path is inside `root` and whose size is within the limit. */
export function readInside(root: string, file: string, shown: string, limit: number = LIMITS.fileBytes): string {
  const fail = (reason: string) => new LoadError(shown, undefined, reason);
  let fd: number;
  try {
    const real = realpathSync(file);
    if (!real.startsWith(root + sep)) throw fail(`links to ${real}, outside the state directory; it is not read`);
    fd = openSync(real, 'r');
  } catch (err) {
    if (err instanceof LoadError) throw err;
    throw fail(`cannot read the file (${(err as NodeJS.ErrnoException).code ?? err})`);
  }
  try {
    const { size } = fstatSync(fd);
    if (size > limit) throw fail(`is ${megabytes(size)}; the limit is ${megabytes(limit)}`);
    return readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
}
