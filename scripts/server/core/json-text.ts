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

/** The writer's state: the text so far and the containers still open, innermost last. */
class Writer {
  readonly out: string[] = [];
  readonly stack: Frame[] = [];

  /** Writes `v` whole, or opens it when it is large; false for what JSON leaves out (undefined). */
  write(v: unknown): boolean {
    const plain = v !== null && typeof v === 'object' && !(v instanceof RawJson) && typeof (v as { toJSON?: unknown }).toJSON === 'function' ? (v as { toJSON(): unknown }).toJSON() : v;
    if (plain instanceof RawJson) return this.out.push(plain.text) > 0;
    if (plain !== null && typeof plain === 'object' && !small(plain)) return this.open(plain);
    const text = JSON.stringify(plain);
    return text !== undefined && this.out.push(text) > 0;
  }

  private open(v: object): true {
    const items = Array.isArray(v) ? (v as unknown[]) : undefined;
    this.out.push(items ? '[' : '{');
    this.stack.push({ items, obj: items ? undefined : (v as Record<string, unknown>), keys: items ? [] : keysOf(v), i: 0, wrote: false });
    return true;
  }

  /** Writes the next member of the innermost open container, or closes it. */
  step() {
    const f = this.stack[this.stack.length - 1]!;
    if (f.i >= (f.items ? f.items.length : f.keys.length)) {
      this.out.push(f.items ? ']' : '}');
      return void this.stack.pop();
    }
    const at = f.i++;
    if (f.items) {
      if (f.wrote) this.out.push(',');
      if (!this.write(f.items[at])) this.out.push('null');
      return void (f.wrote = true);
    }
    const key = f.keys[at]!;
    const mark = this.out.length;
    this.out.push(`${f.wrote ? ',' : ''}${JSON.stringify(key)}:`);
    if (this.write(f.obj![key])) f.wrote = true;
    else this.out.length = mark;
  }
}

/** Writes `value` member by member, handing each slice's text to `emit` before its pause. */
async function writeSliced(value: unknown, slicer: Slicer, emit: (text: string) => void) {
  const writer = new Writer();
  writer.write(value);
  while (writer.stack.length > 0) {
    if (slicer.due()) {
      emit(writer.out.join(''));
      writer.out.length = 0;
      await slicer.pause();
    }
    writer.step();
  }
  emit(writer.out.join(''));
}

/**
 * `JSON.stringify(value)` that never holds the event loop for long: a large value is written
 * member by member with pauses between slices, small parts still by `JSON.stringify`, and
 * RawJson as its text. `slicer` carries on a slice that work before it began.
 */
export async function jsonText(value: unknown, slicer = new Slicer()): Promise<string> {
  if (small(value)) return JSON.stringify(value);
  const parts: string[] = [];
  await writeSliced(value, slicer, (text) => parts.push(text));
  return parts.join('');
}

/**
 * `jsonText` as UTF-8 bytes (a response body): each slice's text is encoded when the slice
 * ends, so no single step joins or encodes megabytes.
 */
export async function jsonBytes(value: unknown, slicer = new Slicer()): Promise<Buffer> {
  if (small(value)) return Buffer.from(JSON.stringify(value));
  const parts: Buffer[] = [];
  await writeSliced(value, slicer, (text) => parts.push(Buffer.from(text)));
  return Buffer.concat(parts);
}
