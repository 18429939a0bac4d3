import { parsedShape } from './json-parse';
import { Slicer } from './slices';

/** JSON text already in its final form (stored metadata): written out as it is. */
export class RawJson {
  constructor(readonly text: string) {}
  /** For plain `JSON.stringify`, which cannot write raw text: the same value, parsed. */
  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}

/** A value with fewer nodes than this is handed to `JSON.stringify` whole. */
const NATIVE_NODES = 512;

/** An object's own enumerable keys; those of a large parsed body without listing them again. */
export const keysOf = (o: object): readonly string[] => parsedShape(o)?.keys ?? Object.keys(o);

/** Whether `value` has fewer than `limit` nodes and no RawJson; stops counting at the limit. */
function small(value: unknown, limit = NATIVE_NODES): boolean {
  const stack: unknown[] = [value];
  let nodes = 0;
  while (stack.length > 0) {
    const v = stack.pop();
    if (++nodes >= limit) return false;
    if (v === null || typeof v !== 'object') continue;
    if (v instanceof RawJson || parsedShape(v)) return false;
    if (Array.isArray(v)) {
      if (v.length >= limit) return false;
      for (const item of v) stack.push(item);
    } else for (const k in v) stack.push((v as Record<string, unknown>)[k]);
  }
  return true;
}

interface Frame {
  items: unknown[] | undefined;
  obj: Record<string, unknown> | undefined;
  keys: readonly string[];
  i: number;
  wrote: boolean;
}

/**
 * `JSON.stringify(value)` that never holds the event loop for long: a large value is written
 * member by member with pauses between slices, small parts still by `JSON.stringify`, and
 * RawJson as its text.
 */
export async function jsonText(value: unknown): Promise<string> {
  if (small(value)) return JSON.stringify(value);
  const out: string[] = [];
  const stack: Frame[] = [];
  const slicer = new Slicer();
  const open = (v: unknown) => {
    const array = Array.isArray(v);
    out.push(array ? '[' : '{');
    stack.push({ items: array ? v : undefined, obj: array ? undefined : (v as Record<string, unknown>), keys: array ? [] : keysOf(v as object), i: 0, wrote: false });
  };
  const write = (v: unknown): boolean => {
    const plain = v !== null && typeof v === 'object' && !(v instanceof RawJson) && typeof (v as { toJSON?: unknown }).toJSON === 'function' ? (v as { toJSON(): unknown }).toJSON() : v;
    if (plain instanceof RawJson) return out.push(plain.text), true;
    if (plain !== null && typeof plain === 'object' && !small(plain)) return open(plain), true;
    const text = JSON.stringify(plain);
    return text === undefined ? false : (out.push(text), true);
  };
  write(value);
  while (stack.length > 0) {
    if (slicer.due()) await slicer.pause();
    const f = stack[stack.length - 1]!;
    if (f.items ? f.i >= f.items.length : f.i >= f.keys.length) {
      out.push(f.items ? ']' : '}');
      stack.pop();
      continue;
    }
    const at = f.i++;
    if (f.items) {
      if (f.wrote) out.push(',');
      if (!write(f.items[at])) out.push('null');
      f.wrote = true;
      continue;
    }
    const key = f.keys[at]!;
    const member = f.obj![key];
    const mark = out.length;
    out.push(`${f.wrote ? ',' : ''}${JSON.stringify(key)}:`);
    if (write(member)) f.wrote = true;
    else out.length = mark;
  }
  return out.join('');
}
