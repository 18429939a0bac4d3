// Bare (plain) scalars: where one ends on a line, how it continues over lines, and what it means
// (YAML 1.2's core types as Go's YAML v3 reads them, the decoder Flipt imports with: only
// true/false are booleans, `0x`/`0o`/`0b`/leading-zero integers and `_` separators are numbers).
import { isSeparated, type Cursor } from './cursor';
import { goInt } from './implicit';

const NULLS = new Set(['', '~', 'null', 'Null', 'NULL']);
const BOOLEANS = new Map([['true', true], ['True', true], ['TRUE', true], ['false', false], ['False', false], ['FALSE', false]]);
const SPECIAL = new Map([
  ...['.nan', '.NaN', '.NAN'].map((s) => [s, NaN] as const),
  ...['.inf', '.Inf', '.INF', '+.inf', '+.Inf', '+.INF'].map((s) => [s, Infinity] as const),
  ...['-.inf', '-.Inf', '-.INF'].map((s) => [s, -Infinity] as const),
]);
const FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;

/** What a bare scalar's text means. */
export function resolvePlain(text: string): unknown {
  if (NULLS.has(text)) return null;
  const bool = BOOLEANS.get(text);
  if (bool !== undefined) return bool;
  const special = SPECIAL.get(text);
  if (special !== undefined) return special;
  if (!/^[-+.0-9]/.test(text)) return text;
  const plain = text.replaceAll('_', '');
  const int = goInt(plain);
  if (int !== null) return Number(int);
  if (FLOAT.test(plain) && Number.isFinite(Number(plain))) return Number(plain);
  return text;
}

const FLOW_INDICATORS = ',[]{}';

/** Where a bare scalar stops on this line: a comment, `: `, or in flow context a flow indicator. */
function endsHere(cur: Cursor, p: number, flow: boolean): 'comment' | 'colon' | 'flow' | null {
  const c = cur.src[p] as string;
  if (c === '#' && (cur.src[p - 1] === ' ' || cur.src[p - 1] === '\t')) return 'comment';
  const next = cur.src[p + 1];
  if (c === ':' && (isSeparated(next) || (flow && next !== undefined && FLOW_INDICATORS.includes(next)))) return 'colon';
  return flow && FLOW_INDICATORS.includes(c) ? 'flow' : null;
}

/** Reads a bare scalar's text up to the end of this line; says what stopped it. */
export function readPlainLine(cur: Cursor, flow: boolean): { text: string; stop: 'eol' | 'comment' | 'colon' | 'flow' } {
  const start = cur.pos;
  let p = start;
  let stop: ReturnType<typeof endsHere> = null;
  while (cur.src[p] !== undefined && cur.src[p] !== '\n' && !(stop = endsHere(cur, p, flow))) p += 1;
  const text = cur.src.slice(start, p).replace(/[ \t]+$/, '');
  cur.pos = start + text.length;
  return { text, stop: stop ?? 'eol' };
}

// The next line that continues a bare scalar: more indented than its parent, not a comment or a
// document marker. Returns the empty lines skipped and where its text starts, or null.
function continuation(cur: Cursor, parent: number): { empty: number; at: number } | null {
  let p = cur.src.indexOf('\n', cur.pos);
  let empty = 0;
  while (p >= 0) {
    const start = p + 1;
    let q = start;
    while (cur.src[q] === ' ' || cur.src[q] === '\t') q += 1;
    const c = cur.src[q];
    if (c === undefined) return null;
    if (c !== '\n') {
      const ok = c !== '#' && !cur.isMarker(start) && q - start > parent;
      return ok ? { empty, at: q } : null;
    }
    empty += 1;
    p = q;
  }
  return null;
}

/** A block-context bare scalar that may go on over more-indented lines; ': ' inside is an error. */
export function readPlain(cur: Cursor, parent: number): unknown {
  const first = readPlainLine(cur, false);
  let text = first.text;
  let stop = first.stop;
  while (stop === 'eol') {
    const next = continuation(cur, parent);
    if (!next) break;
    cur.pos = next.at;
    const line = readPlainLine(cur, false);
    text += next.empty ? '\n'.repeat(next.empty) : ' ';
    text += line.text;
    stop = line.stop;
  }
  if (stop === 'colon') cur.fail('a mapping cannot start here (quote text that holds ": ")');
  return resolvePlain(text);
}
