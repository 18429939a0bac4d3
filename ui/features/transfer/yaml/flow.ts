// Flow collections: `[a, b]` and `{k: v}` (JSON is one), nested and over several lines.
import { readAlias, readAnchor } from './anchors';
import { setEntry, type Cursor } from './cursor';
import { readPlainLine, resolvePlain } from './plain';
import { readQuoted } from './quoted';

type Scalar = { value: unknown; key: string | null };

function skipFlowSpace(cur: Cursor): void {
  for (;;) {
    const c = cur.peek();
    if (c === ' ' || c === '\t') cur.pos += 1;
    else if (c === '\n') {
      cur.pos += 1;
      if (cur.isMarker()) cur.fail('a document marker cannot stand inside [ ] or { }');
    } else if (c === '#' && /[\s[{,]/.test(cur.src[cur.pos - 1] ?? '\n')) {
      const end = cur.src.indexOf('\n', cur.pos);
      cur.pos = end < 0 ? cur.src.length : end;
    } else return;
  }
}

// Where a bare scalar in flow context goes on after a line break: the text for the break (a
// space, or a newline per empty line) and where the next line's text starts; null if it ends.
function flowContinuation(cur: Cursor): { fold: string; at: number } | null {
  let [p, breaks] = [cur.pos, 0];
  for (;;) {
    while (cur.src[p] === ' ' || cur.src[p] === '\t') p += 1;
    if (cur.src[p] !== '\n') break;
    breaks += 1;
    p += 1;
  }
  const c = cur.src[p];
  if (c === undefined || ',[]{}:#'.includes(c) || cur.isMarker(cur.lineStart(p))) return null;
  return { fold: breaks > 1 ? '\n'.repeat(breaks - 1) : ' ', at: p };
}

// A bare scalar in flow context, which may go on over lines.
function readFlowPlain(cur: Cursor): Scalar {
  let text = '';
  for (;;) {
    const line = readPlainLine(cur, true);
    text += line.text;
    const next = line.stop === 'eol' ? flowContinuation(cur) : null;
    if (!next) break;
    text += next.fold;
    cur.pos = next.at;
  }
  if (text === '') cur.fail('a value is missing here');
  return { value: resolvePlain(text), key: text };
}

function readFlowNode(cur: Cursor): Scalar {
  skipFlowSpace(cur);
  const anchor = readAnchor(cur);
  const c = cur.peek();
  let node: Scalar;
  if (c === '[' || c === '{') node = { value: readFlow(cur), key: null };
  else if (c === '"' || c === "'") {
    const text = readQuoted(cur);
    node = { value: text, key: text };
  } else if (c === '*') node = { value: readAlias(cur), key: null };
  else node = readFlowPlain(cur);
  if (anchor) cur.anchors.set(anchor, node.value);
  return node;
}

// After an entry: `,` continues, the closing bracket ends; anything else is an error.
function separator(cur: Cursor, close: string): boolean {
  skipFlowSpace(cur);
  if (cur.peek() === ',') {
    cur.pos += 1;
    return true;
  }
  if (cur.peek() !== close) cur.fail(`expected "," or "${close}"`);
  return false;
}

function keyOf(cur: Cursor, node: Scalar, at: number): string {
  if (node.key === null) cur.fail('only text can be a mapping key', at);
  return node.key;
}

// `key: value` inside [ ] or { }; the value may be missing.
function readPair(cur: Cursor): [key: string, value: unknown, at: number] {
  skipFlowSpace(cur);
  if (cur.peek() === '?' && /\s/.test(cur.peek(1) ?? ' ')) cur.pos += 1;
  const at = cur.pos;
  const key = keyOf(cur, readFlowNode(cur), at);
  skipFlowSpace(cur);
  if (cur.peek() !== ':') return [key, null, at];
  cur.pos += 1;
  skipFlowSpace(cur);
  const c = cur.peek();
  return [key, c === ',' || c === '}' || c === ']' ? null : readFlowNode(cur).value, at];
}

function readFlowSequence(cur: Cursor): unknown[] {
  const items: unknown[] = [];
  do {
    skipFlowSpace(cur);
    if (cur.peek() === ']') break;
    const at = cur.pos;
    const node = readFlowNode(cur);
    skipFlowSpace(cur);
    cur.mark(items, items.length, at);
    if (cur.peek() !== ':') items.push(node.value);
    else {
      cur.pos += 1;
      const pair = {};
      setEntry(cur, pair, keyOf(cur, node, at), readFlowNode(cur).value, at);
      items.push(pair);
    }
  } while (separator(cur, ']'));
  cur.pos += 1;
  return items;
}

function readFlowMapping(cur: Cursor): Record<string, unknown> {
  const map: Record<string, unknown> = {};
  do {
    skipFlowSpace(cur);
    if (cur.peek() === '}') break;
    const [key, value, at] = readPair(cur);
    setEntry(cur, map, key, value, at);
  } while (separator(cur, '}'));
  cur.pos += 1;
  return map;
}

/** Reads a flow collection starting at its `[` or `{`. */
export function readFlow(cur: Cursor): unknown {
  const open = cur.peek();
  cur.enter();
  cur.pos += 1;
  const value = open === '[' ? readFlowSequence(cur) : readFlowMapping(cur);
  cur.depth -= 1;
  return value;
}
