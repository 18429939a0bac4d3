// Reads YAML into plain values: streams of documents separated by `---` (and ended by `...`),
// each a block or flow node (so JSON too), with comments, anchors and aliases. Tags, directives
// other than %YAML, and keys that are not text are refused with their line and column.
import { readInline, readNode } from './block';
import { Cursor, type Repeated } from './cursor';

// Skips directives before a document: %YAML is accepted, others are refused.
function skipDirectives(cur: Cursor): number {
  let indent = cur.toContentLine();
  while (indent === 0 && cur.peek() === '%') {
    if (!cur.src.startsWith('%YAML ', cur.pos)) cur.fail('only the %YAML directive is supported');
    cur.pos = cur.src.indexOf('\n', cur.pos) + 1 || cur.src.length;
    indent = cur.toContentLine();
  }
  return indent;
}

function readDocument(cur: Cursor, indent: number): unknown {
  cur.anchors.clear();
  cur.nodes = cur.aliased = 0;
  if (indent === 0 && cur.isMarker(cur.pos, '---')) {
    cur.pos += 3;
    return readNode(cur, -1, 'value');
  }
  cur.pos += indent;
  return readInline(cur, -1, true);
}

/** The text as the reader sees it (no byte order mark, `\n` line breaks): offsets it notes are into this. */
export const normalYaml = (text: string) => text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');

/**
 * Every document in a YAML stream (an empty text has none). A key repeated in a mapping stops the
 * reading, unless `repeated` is given: then each is noted there and the first value kept.
 */
export function parseYamlStream(text: string, repeated?: Repeated[]): unknown[] {
  const normal = normalYaml(text);
  const cur = new Cursor(normal.endsWith('\n') ? normal : `${normal}\n`);
  cur.repeated = repeated ?? null;
  const docs: unknown[] = [];
  for (let indent = skipDirectives(cur); indent >= 0; indent = skipDirectives(cur)) {
    if (cur.isMarker(cur.pos, '...')) {
      cur.pos += 3;
      cur.endLine();
      continue;
    }
    cur.doc = docs.length;
    docs.push(readDocument(cur, indent));
    const next = cur.toContentLine();
    if (next >= 0 && !cur.isMarker()) cur.fail('unexpected text after the document', cur.pos + next);
  }
  return docs;
}

/** The one document in a YAML text (null when it is empty); more than one is an error. */
export function parseYaml(text: string): unknown {
  const docs = parseYamlStream(text);
  if (docs.length > 1) throw new Error(`the text holds ${docs.length} YAML documents; expected one`);
  return docs[0] ?? null;
}
