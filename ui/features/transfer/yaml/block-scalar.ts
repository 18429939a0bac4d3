// Block scalars: `|` keeps line breaks, `>` folds lines into spaces; an indentation digit and a
// chomping sign (`-` strip, `+` keep, none clip to one final break) may follow in either order.
import type { Cursor } from './cursor';

// Only spaces and tabs are white space in YAML (JavaScript's trim() also takes U+2028 and others).
const isBlankLine = (line: string) => /^[ \t]*$/.test(line);

type Header = { folded: boolean; indent: number | null; chomp: '-' | '+' | '' };

function readHeader(cur: Cursor): Header {
  const header: Header = { folded: cur.peek() === '>', indent: null, chomp: '' };
  cur.pos += 1;
  for (let i = 0; i < 2; i += 1) {
    const c = cur.peek();
    if (c === '-' || c === '+') header.chomp = c;
    else if (c !== undefined && c >= '1' && c <= '9') header.indent = Number(c);
    else break;
    cur.pos += 1;
  }
  cur.endLine();
  return header;
}

// The content lines (without their indentation) up to the first less-indented line, and whether
// the last one ended with a line break.
function readLines(cur: Cursor, indent: number): { lines: string[]; broken: boolean } {
  const lines: string[] = [];
  let broken = true;
  while (cur.pos < cur.src.length && !cur.isMarker()) {
    const end = cur.src.indexOf('\n', cur.pos);
    const line = cur.src.slice(cur.pos, end < 0 ? cur.src.length : end);
    const blank = isBlankLine(line);
    if (!blank && !line.startsWith(' '.repeat(indent))) break;
    lines.push(line.slice(indent));
    broken = end >= 0;
    cur.pos = end < 0 ? cur.src.length : end + 1;
  }
  return { lines, broken };
}

// The indentation of the first non-empty line ahead, as the content's indentation.
function detectIndent(cur: Cursor): number {
  for (let p = cur.pos; p < cur.src.length; ) {
    const end = cur.src.indexOf('\n', p);
    const line = cur.src.slice(p, end < 0 ? cur.src.length : end);
    if (!isBlankLine(line)) return /^ */.exec(line)?.[0].length ?? 0;
    p = end < 0 ? cur.src.length : end + 1;
  }
  return 0;
}

function foldLines(lines: string[]): string {
  let out = '';
  let empty = 0;
  let [started, moreIndented] = [false, false];
  for (const line of lines) {
    if (line === '') {
      empty += 1;
      continue;
    }
    const indented = line.startsWith(' ') || line.startsWith('\t');
    if (!started) out += '\n'.repeat(empty);
    else if (indented || moreIndented) out += '\n'.repeat(empty + 1);
    else out += empty ? '\n'.repeat(empty) : ' ';
    out += line;
    [started, moreIndented, empty] = [true, indented, 0];
  }
  return out;
}

/** Reads a block scalar from its `|`/`>` header; `parent` is the indentation of its collection. */
export function readBlockScalar(cur: Cursor, parent: number): string {
  const header = readHeader(cur);
  const indent = header.indent !== null ? Math.max(parent, 0) + header.indent : detectIndent(cur);
  if (header.indent === null && indent <= parent) return '';
  const { lines, broken } = readLines(cur, indent);
  let last = lines.length;
  while (last > 0 && isBlankLine(lines[last - 1] ?? '')) last -= 1;
  const body = lines.slice(0, last);
  const text = header.folded ? foldLines(body) : body.join('\n');
  if (header.chomp === '-' || body.length === 0) return header.chomp === '+' ? '\n'.repeat(lines.length) : text;
  const trailing = lines.length - last;
  const finalBreak = broken || trailing > 0 ? '\n' : '';
  return header.chomp === '+' ? text + finalBreak + '\n'.repeat(trailing) : text + finalBreak;
}
