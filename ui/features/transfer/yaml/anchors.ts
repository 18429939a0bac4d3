// Anchors (`&name`) and aliases (`*name`): an alias stands for the value its anchor names.
// Tags (`!name`) are refused: Flipt's files never need them.
import type { Cursor } from './cursor';

const NAME = /^[^\s,[\]{}]+/;

function readName(cur: Cursor): string {
  const name = NAME.exec(cur.src.slice(cur.pos + 1))?.[0];
  if (!name) cur.fail('an anchor or alias needs a name');
  cur.pos += 1 + name.length;
  return name;
}

/** Reads `&name` and the blanks after it, if the cursor is at one. */
export function readAnchor(cur: Cursor): string | null {
  if (cur.peek() === '!') cur.fail('YAML tags (!) are not supported');
  if (cur.peek() !== '&') return null;
  const name = readName(cur);
  cur.skipBlanks();
  if (cur.peek() === '!') cur.fail('YAML tags (!) are not supported');
  return name;
}

/** The value of the alias at the cursor. */
export function readAlias(cur: Cursor): unknown {
  const at = cur.pos;
  const name = readName(cur);
  if (!cur.anchors.has(name)) cur.fail(`unknown alias *${name}`, at);
  const value = cur.anchors.get(name);
  cur.expand(value, at);
  return value;
}
