// 'Single' and "double" quoted scalars, over one line or several (a line break folds into a
// space, an empty line into a newline; in double quotes `\` escapes and joins lines).
import type { Cursor } from './cursor';

const ESCAPES: Record<string, string> = {
  '0': '\0', a: '\x07', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b',
  ' ': ' ', '"': '"', '/': '/', '\\': '\\', N: '\u0085', _: '\u00a0', L: '\u2028', P: '\u2029',
};
const HEX_WIDTH: Record<string, number> = { x: 2, u: 4, U: 8 };

// At a line break inside quotes: folds it and the empty lines after it, skips the next line's
// indentation. Returns the text the break stands for.
function fold(cur: Cursor): string {
  let empty = 0;
  for (;;) {
    cur.pos += 1;
    cur.skipBlanks();
    if (cur.isMarker(cur.lineStart())) cur.fail('a document marker cannot stand inside quotes');
    if (cur.peek() !== '\n') break;
    empty += 1;
  }
  if (cur.peek() === undefined) cur.fail('the quoted text has no closing quote');
  return empty ? '\n'.repeat(empty) : ' ';
}

function escapeAt(cur: Cursor): string {
  const code = cur.peek(1) as string;
  const width = HEX_WIDTH[code];
  if (width) {
    const hex = cur.src.slice(cur.pos + 2, cur.pos + 2 + width);
    if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== width) cur.fail(`\\${code} needs ${width} hex digits`);
    cur.pos += 2 + width;
    return String.fromCodePoint(parseInt(hex, 16));
  }
  const char = ESCAPES[code];
  if (char === undefined) cur.fail(`unknown escape \\${code}`);
  cur.pos += 2;
  return char;
}

/** Reads a quoted scalar starting at its opening quote; leaves the cursor after the closing one. */
export function readQuoted(cur: Cursor): string {
  const quote = cur.peek() as string;
  cur.pos += 1;
  let out = '';
  let kept = 0; // text before trailing blanks that a line break drops
  for (;;) {
    const c = cur.peek();
    if (c === undefined) cur.fail('the quoted text has no closing quote');
    if (c === quote && quote === "'" && cur.peek(1) === "'") {
      out += "'";
      cur.pos += 2;
    } else if (c === quote) {
      cur.pos += 1;
      return out;
    } else if (c === '\\' && quote === '"' && cur.peek(1) === '\n') {
      // An escaped line break keeps the blanks before it and joins the lines without a space.
      cur.pos += 1;
      out += fold(cur).replace(/^ $/, '');
    } else if (c === '\\' && quote === '"') {
      out += escapeAt(cur);
    } else if (c === '\n') {
      out = out.slice(0, kept) + fold(cur);
    } else {
      out += c;
      cur.pos += 1;
      if (c === ' ' || c === '\t') continue;
    }
    kept = out.length;
  }
}

/** Where a quoted scalar starting here ends if it closes on this line (so it can be a key), else null. */
export function quotedEndOnLine(cur: Cursor): number | null {
  const start = cur.pos;
  const lineEnd = cur.src.indexOf('\n', start);
  const line = cur.src.slice(start, lineEnd < 0 ? cur.src.length : lineEnd);
  const quote = line[0];
  const close = quote === '"' ? /^"(?:[^"\\]|\\.)*"/.exec(line) : /^'(?:[^']|'')*'/.exec(line);
  return close ? start + close[0].length : null;
}
