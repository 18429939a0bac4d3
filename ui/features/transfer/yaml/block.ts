// The block structure of YAML: mappings and sequences by indentation (sequences may sit at their
// key's indentation, as Flipt writes them), explicit `? ` keys, and the node after each indicator,
// which may be a collection on the next lines or a scalar, flow collection or alias on this one.
import { readAlias, readAnchor } from './anchors';
import { readBlockScalar } from './block-scalar';
import { isSeparated, setEntry, type Cursor } from './cursor';
import { readFlow } from './flow';
import { readPlain, readPlainLine } from './plain';
import { quotedEndOnLine, readQuoted } from './quoted';

/** Where a node stands: after `key:` (a value) or where a collection may begin on the line. */
type Slot = 'value' | 'compact';

const isEntry = (cur: Cursor, p = cur.pos) => cur.src[p] === '-' && isSeparated(cur.src[p + 1]);
const isExplicitKey = (cur: Cursor) => cur.peek() === '?' && isSeparated(cur.peek(1));

// Whether the line at the cursor starts a `key:` entry.
function startsMapping(cur: Cursor): boolean {
  if (isExplicitKey(cur)) return true;
  const start = cur.pos;
  const c = cur.peek();
  if (c === '[' || c === '{' || c === '*') return false;
  if (c === '"' || c === "'") {
    const end = quotedEndOnLine(cur);
    if (end === null) return false;
    cur.pos = end;
  } else readPlainLine(cur, false);
  cur.skipBlanks();
  const found = cur.peek() === ':' && isSeparated(cur.peek(1));
  cur.pos = start;
  return found;
}

// An explicit (`? `) key must be text; numbers and the like are keyed by their text.
function textKey(cur: Cursor, key: unknown, at: number): string {
  if (typeof key === 'object' && key !== null) cur.fail('only text can be a mapping key', at);
  return String(key ?? '');
}

function readKey(cur: Cursor): string {
  const c = cur.peek();
  const key = c === '"' || c === "'" ? readQuoted(cur) : readPlainLine(cur, false).text;
  cur.skipBlanks();
  cur.pos += 1; // the ':' startsMapping found
  return key;
}

// Continues a collection at `indent` when the next content line is at that indentation.
function nextAt(cur: Cursor, indent: number): boolean {
  const next = cur.toContentLine();
  if (next < 0 || cur.isMarker()) return false;
  if (next > indent) cur.fail('this line is indented more than the lines before it', cur.pos + next);
  if (next < indent) return false;
  cur.pos += next;
  return true;
}

function readMapping(cur: Cursor, indent: number): Record<string, unknown> {
  const map: Record<string, unknown> = {};
  cur.enter();
  do {
    const at = cur.pos;
    if (isEntry(cur)) cur.fail('expected a key, found a list entry');
    if (!startsMapping(cur)) cur.fail('expected a key followed by ":"');
    let key: string;
    let value: unknown = null;
    if (isExplicitKey(cur)) {
      cur.pos += 1;
      key = textKey(cur, readNode(cur, indent, 'compact'), at);
      if (nextAt(cur, indent)) {
        if (cur.peek() === ':' && isSeparated(cur.peek(1))) {
          cur.pos += 1;
          value = readNode(cur, indent, 'compact');
        } else cur.pos = cur.lineStart();
      }
    } else {
      key = readKey(cur);
      value = readNode(cur, indent, 'value');
    }
    setEntry(cur, map, key, value, at);
  } while (nextAt(cur, indent));
  cur.depth -= 1;
  return map;
}

function readSequence(cur: Cursor, indent: number, underKey: boolean): unknown[] {
  const items: unknown[] = [];
  cur.enter();
  do {
    if (!isEntry(cur)) {
      if (!underKey) cur.fail('expected a list entry ("- ")');
      cur.pos = cur.lineStart();
      break;
    }
    cur.mark(items, items.length, cur.pos);
    cur.pos += 1;
    items.push(readNode(cur, indent, 'compact'));
  } while (nextAt(cur, indent));
  cur.depth -= 1;
  return items;
}

// A node on the lines after an indicator whose line ended: more indented than its parent, or a
// list at the parent key's own indentation.
function readNodeBelow(cur: Cursor, parent: number, slot: Slot): unknown {
  const indent = cur.toContentLine();
  if (indent < 0 || cur.isMarker()) return null;
  if (indent > parent) {
    cur.pos += indent;
    return readInline(cur, parent, true);
  }
  if (indent === parent && slot === 'value' && isEntry(cur, cur.pos + indent)) {
    cur.pos += indent;
    return readSequence(cur, indent, true);
  }
  return null;
}

/** A node that starts on the cursor's line; `collections` when a mapping or list may begin here. */
export function readInline(cur: Cursor, parent: number, collections: boolean): unknown {
  const c = cur.peek() as string;
  const column = cur.column();
  if (collections && isEntry(cur)) return readSequence(cur, column, false);
  if (collections && startsMapping(cur)) return readMapping(cur, column);
  if (isEntry(cur) || isExplicitKey(cur)) cur.fail('a list or mapping cannot start here');
  if (c === '*') return readAlias(cur);
  if (c === '|' || c === '>') return readBlockScalar(cur, parent);
  if (c === '[' || c === '{') return readFlow(cur);
  if (c === '"' || c === "'") return readQuoted(cur);
  if ('],}@`%'.includes(c)) cur.fail(`a value cannot start with "${c}" (quote it)`);
  return readPlain(cur, parent);
}

/** The node after an indicator (`key:`, `- `, `? `, `---`) at the cursor. */
export function readNode(cur: Cursor, parent: number, slot: Slot): unknown {
  cur.skipBlanks();
  const anchor = readAnchor(cur);
  const below = cur.restIsEmpty();
  const value = below ? readNodeBelow(cur, parent, slot) : readInline(cur, parent, slot === 'compact');
  if (anchor) cur.anchors.set(anchor, value);
  return value;
}
