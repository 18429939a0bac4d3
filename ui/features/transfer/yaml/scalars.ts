// The four scalar styles `flipt export` writes (bare, 'single', "double", |literal), with Go's
// YAML v2 rules for folding long lines at spaces and escaping what a document cannot hold.
import { isBreak, isPrintable } from './analysis';
import { BEST_WIDTH, type Sink } from './sink';

const SPACE = 0x20;

// What a space does in a foldable scalar: break the line there, or be written.
function foldsAt(out: Sink, chars: number[], i: number, quoted: boolean): boolean {
  const inside = !quoted || (i > 0 && i < chars.length - 1);
  return out.column > BEST_WIDTH && inside;
}

// Bare and single-quoted scalars share their line handling; single quotes double a quote.
function writeFlowText(out: Sink, chars: number[], allowBreaks: boolean, quoted: boolean): void {
  let [spaces, breaks] = [false, false];
  chars.forEach((c, i) => {
    if (c === SPACE) {
      if (allowBreaks && !spaces && chars[i + 1] !== SPACE && foldsAt(out, chars, i, quoted)) out.writeIndent();
      else out.char(c);
      spaces = true;
    } else if (isBreak(c)) {
      if (!breaks && c === 0x0a) out.lineBreak();
      out.breakChar(c);
      out.indention = breaks = true;
    } else {
      if (breaks) out.writeIndent();
      if (quoted && c === 0x27) out.put("'");
      out.char(c);
      out.indention = spaces = breaks = false;
    }
  });
}

/** A bare scalar that cannot fold: one line of ASCII or BMP text, written at once. */
export function writeBare(out: Sink, s: string): void {
  if (!out.whitespace) out.put(' ');
  out.put(s);
  out.whitespace = out.indention = false;
}

export function writePlain(out: Sink, chars: number[], allowBreaks: boolean): void {
  if (!out.whitespace) out.put(' ');
  writeFlowText(out, chars, allowBreaks, false);
  out.whitespace = out.indention = false;
}

export function writeSingleQuoted(out: Sink, chars: number[], allowBreaks: boolean): void {
  out.indicator("'", true, false, false);
  writeFlowText(out, chars, allowBreaks, true);
  out.indicator("'", false, false, false);
  out.whitespace = out.indention = false;
}

const ESCAPES: Record<number, string> = {
  0x00: '0', 0x07: 'a', 0x08: 'b', 0x09: 't', 0x0a: 'n', 0x0b: 'v', 0x0c: 'f', 0x0d: 'r', 0x1b: 'e',
  0x22: '"', 0x5c: '\\', 0x85: 'N', 0xa0: '_', 0x2028: 'L', 0x2029: 'P',
};

function escape(c: number): string {
  const named = ESCAPES[c];
  if (named) return `\\${named}`;
  const [letter, width] = c <= 0xff ? ['x', 2] : c <= 0xffff ? ['u', 4] : ['U', 8];
  return `\\${letter}${c.toString(16).toUpperCase().padStart(width, '0')}`;
}

const needsEscape = (c: number) => !isPrintable(c) || isBreak(c) || c === 0x22 || c === 0x5c;

export function writeDoubleQuoted(out: Sink, chars: number[], allowBreaks: boolean): void {
  out.indicator('"', true, false, false);
  let spaces = false;
  chars.forEach((c, i) => {
    if (needsEscape(c)) {
      out.put(escape(c));
      spaces = false;
    } else if (c === SPACE) {
      if (allowBreaks && !spaces && foldsAt(out, chars, i, true)) {
        out.writeIndent();
        // A folded line loses its leading spaces unless the first one is escaped.
        if (chars[i + 1] === SPACE) out.put('\\');
      } else out.char(c);
      spaces = true;
    } else {
      out.char(c);
      spaces = false;
    }
  });
  out.indicator('"', false, false, false);
  out.whitespace = out.indention = false;
}

// `-` strips the final line break, none keeps one, `+` keeps them all.
function chomping(chars: number[]): string {
  const last = chars.length - 1;
  if (last < 0 || !isBreak(chars[last])) return '-';
  return last === 0 || isBreak(chars[last - 1]) ? '+' : '';
}

export function writeLiteral(out: Sink, chars: number[]): void {
  out.indicator('|', true, false, false);
  if (chars[0] === SPACE || isBreak(chars[0])) out.indicator('2', false, false, false);
  const chomp = chomping(chars);
  if (chomp) out.indicator(chomp, false, false, false);
  out.lineBreak();
  out.indention = out.whitespace = true;
  let breaks = true;
  for (const c of chars) {
    if (isBreak(c)) {
      out.breakChar(c);
      out.indention = breaks = true;
    } else {
      if (breaks) out.writeIndent();
      out.char(c);
      out.indention = breaks = false;
    }
  }
}
