// A YAML writer that produces what `flipt export` produces (Go's YAML v2 encoder): block style,
// sequences not indented under their key, empty collections as `[]`/`{}`, long text folded at
// column 80, and the same choice of bare, quoted or literal scalars. Objects keep their key order
// (Flipt's field order); Maps too (the caller sorts free-form maps with sortKeys).
import { scalarRoom } from './analysis';
import { needsQuotes } from './implicit';
import { goFloat } from './numbers';
import { writeBare, writeDoubleQuoted, writeLiteral, writePlain, writeSingleQuoted } from './scalars';
import { BEST_WIDTH, Sink } from './sink';

/** A value the writer can write. */
export type YamlValue = null | boolean | number | string | YamlValue[] | Map<string, YamlValue> | { [key: string]: YamlValue };

type Place = { root?: boolean; mapping?: boolean; simpleKey?: boolean };
type Style = 'plain' | 'single' | 'double' | 'literal';

function codePoints(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i += 1) {
    const c = s.codePointAt(i) as number;
    out.push(c);
    if (c > 0xffff) i += 1;
  }
  return out;
}

// Up to 42 UTF-16 units always fit in 128 UTF-8 bytes; only longer keys need counting.
const fitsSimpleKey = (s: string) => s.length <= 42 || new TextEncoder().encode(s).length <= 128;

function styleOf(s: string, chars: number[], place: Place): Style {
  const room = scalarRoom(chars);
  let style: Style = s.includes('\n') ? 'literal' : needsQuotes(s) ? 'double' : 'plain';
  if (place.simpleKey && room.multiline) style = 'double';
  if (style === 'plain' && (!room.plain || (chars.length === 0 && place.simpleKey))) style = 'single';
  if (style === 'single' && !room.singleQuoted) style = 'double';
  if (style === 'literal' && (!room.block || place.simpleKey)) style = 'double';
  return style;
}

function writeString(out: Sink, s: string, place: Place): void {
  const chars = codePoints(s);
  const allowBreaks = !place.simpleKey;
  const style = styleOf(s, chars, place);
  out.increaseIndent(true, false);
  // Most values are short bare words: written at once when no line can fold inside them.
  if (style === 'plain' && chars.length === s.length && out.column + s.length < BEST_WIDTH) writeBare(out, s);
  else if (style === 'plain') writePlain(out, chars, allowBreaks);
  else if (style === 'single') writeSingleQuoted(out, chars, allowBreaks);
  else if (style === 'double') writeDoubleQuoted(out, chars, allowBreaks);
  else writeLiteral(out, chars);
  out.popIndent();
}

function scalarText(value: null | boolean | number): string {
  if (value === null) return 'null';
  return typeof value === 'number' ? goFloat(value) : String(value);
}

// Go's emitter writes a key inline when it is one line of at most 128 bytes, else after `? `.
const isSimpleKey = (key: string) => !/[\n\r\u0085\u2028\u2029]/.test(key) && fitsSimpleKey(key);

function writeMapping(out: Sink, entries: [string, YamlValue][]): void {
  out.increaseIndent(false, false);
  for (const [key, value] of entries) {
    out.writeIndent();
    if (isSimpleKey(key)) {
      writeString(out, key, { mapping: true, simpleKey: true });
      out.indicator(':', false, false, false);
    } else {
      out.indicator('?', true, false, true);
      writeString(out, key, { mapping: true });
      out.writeIndent();
      out.indicator(':', true, false, true);
    }
    writeNode(out, value, { mapping: true });
  }
  out.popIndent();
}

function writeSequence(out: Sink, items: YamlValue[], place: Place): void {
  out.increaseIndent(false, Boolean(place.mapping) && !out.indention);
  for (const item of items) {
    out.writeIndent();
    out.indicator('-', true, false, true);
    writeNode(out, item, {});
  }
  out.popIndent();
}

function writeEmpty(out: Sink, open: string, close: string): void {
  out.indicator(open, true, true, false);
  out.indicator(close, false, false, false);
}

function writeNode(out: Sink, value: YamlValue, place: Place): void {
  if (typeof value === 'string') return writeString(out, value, place);
  if (value === null || typeof value !== 'object') {
    out.increaseIndent(true, false);
    writeBare(out, scalarText(value));
    return out.popIndent();
  }
  if (Array.isArray(value)) return value.length ? writeSequence(out, value, place) : writeEmpty(out, '[', ']');
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return entries.length ? writeMapping(out, entries) : writeEmpty(out, '{', '}');
}

/** One YAML document, written as Flipt's `flipt export` writes it. */
export function stringifyYaml(doc: YamlValue): string {
  const out = new Sink();
  writeNode(out, doc, { root: true });
  out.writeIndent();
  return out.text();
}
