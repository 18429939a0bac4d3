// A features.yml document read into specs, the way Flipt's importer reads it (versions 1.0–1.4
// with the fields each version allows, implicit rule ranks, the last default variant winning),
// with every flag or segment it cannot import refused on its own: each problem of the file at
// once, in the editor's words, with its line and the flag or segment it is in.
import * as v from 'valibot';
import { problemText, segmentProblems, type Problem } from '../../lib/validation/entities';
import { EVERY_OPERATOR, normalConstraint, type ServerOffers } from './constraints';
import { readFlag } from './read-flag';
import { DocumentSchema, issueProblems, SegmentSchema } from './schema';
import type { NamespaceInfo } from './model';
import type { FlagSpec, SegmentSpec } from './spec';
import { parseYamlStream, normalYaml } from './yaml/parse';
import { lineOf, offsets, YamlSyntaxError, type Repeated } from './yaml/cursor';

/** Something in a file that will not be imported, and why. */
export type Refusal = { kind: 'document' | 'flag' | 'segment'; key: string | null; index: number; reasons: string[] };

/** Where in the file a flag's or segment's part is: "line 31: " (empty when not known). */
export type Locate = (kind: 'flag' | 'segment', key: string, at: (string | number)[]) => string;

/** One document of a file: its namespace, and the flags and segments it describes. */
export type ReadDocument = { version: string; namespace: NamespaceInfo; flags: FlagSpec[]; segments: SegmentSpec[]; refusals: Refusal[]; locate?: Locate };

/** Files over this many characters are refused before they are read (Flipt's export of 10,000 flags is about 4 MB). */
export const MAX_FILE = 8 * 1024 * 1024;

const VERSION = /^v?1\.([0-4])(?:\.0)?$/;

function readSegment(raw: unknown, server: ServerOffers): SegmentSpec | Problem[] {
  const parsed = v.safeParse(SegmentSchema, raw);
  if (!parsed.success) return issueProblems(parsed.issues);
  const { key, name, description, match_type, constraints } = parsed.output;
  const spec = { key, name, description, matchType: match_type, constraints: constraints.map((c) => normalConstraint(c)) };
  const problems = segmentProblems(spec, server);
  return problems.length ? problems : spec;
}

const keyOf = (raw: unknown) => {
  const key = (raw as { key?: unknown } | null)?.key;
  return typeof key === 'string' || typeof key === 'number' ? String(key) : null;
};

type Lines = { line: (offset: number) => number; repeated: Repeated[] };
const NO_LINES: Lines = { line: () => 0, repeated: [] };
const twiceText = (r: Repeated) => `line ${r.line}, column ${r.column}: the key "${r.key}" appears twice`;
/** An entry of the flags or segments list: where it starts (null: not known), and the keys repeated in it. */
type Item = { raw: unknown; index: number; start: number | null; repeated: string[] };

// "line 31: " for `at` inside the item, as deep as the file says (a spec's path may go past it).
function place(lines: Lines, item: Item, at: (string | number)[]): string {
  let [node, found] = [item.raw, item.start];
  for (const part of at) {
    const offset = node !== null && typeof node === 'object' ? offsets.get(node)?.get(part) : undefined;
    if (offset === undefined) break;
    [node, found] = [(node as Record<string | number, unknown>)[part], offset];
  }
  return found === null ? '' : `line ${lines.line(found)}: `;
}

// Reads each item on its own; a refused item never stops the others, and a key given twice refuses every copy of it.
function readItems<T extends { key: string }>(items: Item[], kind: 'flag' | 'segment', read: (raw: unknown) => T | Problem[], lines: Lines, refusals: Refusal[]): T[] {
  const out = items.map((item) => {
    const result = read(item.raw);
    const reasons = [...item.repeated, ...(Array.isArray(result) ? result.map((p) => place(lines, item, p.at) + problemText(p)) : [])];
    if (reasons.length) refusals.push({ kind, key: keyOf(item.raw), index: item.index, reasons });
    return reasons.length ? null : (result as T);
  });
  const keys = items.map((item, i) => out[i]?.key ?? keyOf(item.raw));
  const twice = new Set(keys.filter((key, i) => key !== null && keys.indexOf(key) !== i));
  for (const key of twice) {
    const where = items.filter((_, i) => keys[i] === key).map((item) => (item.start === null ? `entry ${item.index + 1}` : place(lines, item, []).slice(0, -2)));
    refusals.push({ kind, key, index: 0, reasons: [`${kind} ${key} appears ${where.length} times in the file (${where.join(', ')}): none of them is imported`] });
  }
  return out.filter((item, i): item is T => item !== null && !twice.has(keys[i] as string));
}

function namespaceOf(block: string | { key: string; name: string; description: string }): NamespaceInfo {
  return typeof block === 'string' ? { key: block, name: block, description: '' } : block;
}

const refusedDocument = (version: string, why: string[]): ReadDocument => ({
  version, namespace: namespaceOf('default'), flags: [], segments: [], refusals: [{ kind: 'document', key: null, index: 0, reasons: why }],
});

// The flags and segments of a document with where each starts; each repeated key goes to the item it is in.
function itemsOf(doc: { flags: unknown[]; segments: unknown[] }, raw: unknown, lines: Lines) {
  const list = (kind: 'flags' | 'segments'): Item[] => {
    // The file's own list (valibot's output is a copy), where the reader noted each entry's offset.
    const starts = offsets.get((raw as Record<string, object>)[kind] ?? doc[kind]);
    return doc[kind].map((item, index) => ({ raw: item, index, start: starts?.get(index) ?? null, repeated: [] })).filter((item) => item.raw !== null);
  };
  const [flags, segments] = [list('flags'), list('segments')];
  const all = [...flags, ...segments].sort((a, b) => (a.start ?? -1) - (b.start ?? -1));
  const top = lines.repeated.filter((r) => {
    const item = r.depth > 2 && all.findLast((i) => (i.start ?? Infinity) <= r.at);
    return !item || !item.repeated.push(twiceText(r));
  });
  return { flags, segments, top: top.map(twiceText) };
}

/**
 * One decoded document. Flipt takes the version from the first document of a file only;
 * pass it as `version` for the documents after it; `lines` places its problems; `server` is what
 * the server written to offers.
 */
export function readDocument(value: unknown, version?: string, lines = NO_LINES, server = EVERY_OPERATOR): ReadDocument {
  const doc = v.safeParse(DocumentSchema, value ?? {});
  if (!doc.success) return refusedDocument(version ?? '1.4', issueProblems(doc.issues).map(problemText));
  const used = version ?? doc.output.version;
  const minor = VERSION.exec(used)?.[1];
  if (minor === undefined) return refusedDocument(used, [`version "${used}" is not supported; Flipt reads versions 1.0 to 1.4`]);
  const items = itemsOf(doc.output, value, lines);
  if (items.top.length) return refusedDocument(used, items.top);
  const refusals: Refusal[] = [];
  const flags = readItems(items.flags, 'flag', (raw) => readFlag(raw, Number(minor)), lines, refusals);
  const segments = readItems(items.segments, 'segment', (raw) => readSegment(raw, server), lines, refusals);
  const locate: Locate = (kind, key, at) => {
    const item = (kind === 'flag' ? items.flags : items.segments).find((i) => keyOf(i.raw) === key);
    return item ? place(lines, item, at) : '';
  };
  return { version: used, namespace: namespaceOf(doc.output.namespace), flags, segments, refusals, locate };
}

// Concatenated JSON values, as Flipt's JSON import reads them (a first line starting with # is skipped).
function jsonStream(text: string): unknown[] {
  const body = text.startsWith('#') ? text.slice(text.indexOf('\n') + 1) : text;
  const values: unknown[] = [];
  let [depth, start, inString] = [0, -1, false];
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      if (depth++ === 0) start = i;
    } else if ((c === '}' || c === ']') && --depth === 0) values.push(JSON.parse(body.slice(start, i + 1)));
  }
  if (depth !== 0 || values.length === 0) throw new SyntaxError('not a stream of JSON documents');
  return values;
}

/** The decoded documents of a file: YAML (JSON included), or a stream of JSON documents. */
export function parseDocuments(text: string, repeated?: Repeated[]): unknown[] {
  try {
    return parseYamlStream(text, repeated);
  } catch (err) {
    if (!(err instanceof YamlSyntaxError) || !/^\s*(#.*\n\s*)?[{[]/.test(text)) throw err;
    try {
      return jsonStream(text.trimStart());
    } catch {
      throw err;
    }
  }
}

/**
 * Every document of a features file, read, each problem placed on its line. Throws
 * YamlSyntaxError when the text is not YAML or is refused whole (too big, too many aliases). `server` is what the server written to offers.
 */
export function readDocuments(text: string, server = EVERY_OPERATOR): ReadDocument[] {
  if (text.length > MAX_FILE) throw new YamlSyntaxError(`the file is ${(text.length / 1048576).toFixed(1)} MB; the limit is 8 MB`, 1, 1);
  const repeated: Repeated[] = [];
  const [first, ...rest] = parseDocuments(text, repeated);
  const line = lineOf(normalYaml(text));
  const lines = (doc: number): Lines => ({ line, repeated: repeated.filter((r) => r.doc === doc) });
  const head = readDocument(first, undefined, lines(0), server);
  return [head, ...rest.map((value, i) => readDocument(value, head.version, lines(i + 1), server))];
}
