// A features.yml document read into specs, the way Flipt's importer reads it (versions 1.0–1.4
// with the fields each version allows, implicit rule ranks, the last default variant winning),
// with every flag or segment it cannot import refused on its own, with reasons.
import * as v from 'valibot';
import { constraintProblem, EVERY_OPERATOR, normalConstraint, type ServerOffers } from './constraints';
import { readFlag } from './read-flag';
import { DocumentSchema, reasons, SegmentSchema } from './schema';
import type { NamespaceInfo } from './model';
import type { FlagSpec, SegmentSpec } from './spec';
import { parseYamlStream } from './yaml/parse';
import { YamlSyntaxError } from './yaml/cursor';

/** Something in a file that will not be imported, and why. */
export type Refusal = { kind: 'document' | 'flag' | 'segment'; key: string | null; index: number; reasons: string[] };

/** One document of a file: its namespace, and the flags and segments it describes. */
export type ReadDocument = { version: string; namespace: NamespaceInfo; flags: FlagSpec[]; segments: SegmentSpec[]; refusals: Refusal[] };

const VERSION = /^v?1\.([0-4])(?:\.0)?$/;

function readSegment(raw: unknown, server: ServerOffers): SegmentSpec | string[] {
  const parsed = v.safeParse(SegmentSchema, raw);
  if (!parsed.success) return reasons(parsed.issues);
  const { key, name, description, match_type, constraints } = parsed.output;
  const specs = constraints.map((c) => normalConstraint(c));
  const problems = specs.flatMap((c, i) => {
    const problem = constraintProblem(c, server);
    return problem ? [`constraints.${i}: ${problem}`] : [];
  });
  return problems.length ? problems : { key, name, description, matchType: match_type, constraints: specs };
}

const keyOf = (raw: unknown) => {
  const key = (raw as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : null;
};

// Reads each item on its own; a refused item or a repeated key never stops the others.
function readItems<T extends { key: string }>(raws: unknown[], kind: Refusal['kind'], read: (raw: unknown) => T | string[], refusals: Refusal[]): T[] {
  const out: T[] = [];
  raws.forEach((raw, index) => {
    if (raw === null) return;
    const result = read(raw);
    if (Array.isArray(result)) return void refusals.push({ kind, key: keyOf(raw), index, reasons: result });
    if (out.some((item) => item.key === result.key)) {
      return void refusals.push({ kind, key: result.key, index, reasons: [`the ${kind} "${result.key}" appears twice in the file`] });
    }
    out.push(result);
  });
  return out;
}

function namespaceOf(block: string | { key: string; name: string; description: string }): NamespaceInfo {
  return typeof block === 'string' ? { key: block, name: block, description: '' } : block;
}

const refusedDocument = (version: string, why: string[]): ReadDocument => ({
  version, namespace: namespaceOf('default'), flags: [], segments: [], refusals: [{ kind: 'document', key: null, index: 0, reasons: why }],
});

/**
 * One decoded document. Flipt takes the version from the first document of a file only;
 * pass it as `version` for the documents after it. `server` is what the server written to offers.
 */
export function readDocument(value: unknown, version?: string, server = EVERY_OPERATOR): ReadDocument {
  const doc = v.safeParse(DocumentSchema, value ?? {});
  if (!doc.success) return refusedDocument(version ?? '1.4', reasons(doc.issues));
  const used = version ?? doc.output.version;
  const minor = VERSION.exec(used)?.[1];
  if (minor === undefined) return refusedDocument(used, [`version "${used}" is not supported; Flipt reads versions 1.0 to 1.4`]);
  const refusals: Refusal[] = [];
  const flags = readItems(doc.output.flags, 'flag', (raw) => readFlag(raw, Number(minor)), refusals);
  const segments = readItems(doc.output.segments, 'segment', (raw) => readSegment(raw, server), refusals);
  return { version: used, namespace: namespaceOf(doc.output.namespace), flags, segments, refusals };
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
export function parseDocuments(text: string): unknown[] {
  try {
    return parseYamlStream(text);
  } catch (err) {
    if (!(err instanceof YamlSyntaxError) || !/^\s*(#.*\n\s*)?[{[]/.test(text)) throw err;
    try {
      return jsonStream(text.trimStart());
    } catch {
      throw err;
    }
  }
}

/** Every document of a features file, read. Throws YamlSyntaxError when the text is not YAML. */
export function readDocuments(text: string, server = EVERY_OPERATOR): ReadDocument[] {
  const [first, ...rest] = parseDocuments(text);
  const head = readDocument(first, undefined, server);
  return [head, ...rest.map((value) => readDocument(value, head.version, server))];
}
