import { Slicer } from './slices';

/** Texts shorter than this are parsed by `JSON.parse` at once (a few milliseconds at most). */
const NATIVE_BYTES = 128 * 1024;
/** A container that closes within this many characters is handed to `JSON.parse` whole. */
const NATIVE_SPAN = 16 * 1024;

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERALS: Record<string, unknown> = { t: true, f: false, n: null };
const WORDS: Record<string, string> = { t: 'true', f: 'false', n: 'null' };

/** A syntax error worded as `JSON.parse` words it, so callers read the position the same way. */
const syntaxAt = (pos: number) => new SyntaxError(`Unexpected token in JSON at position ${pos}`);
const endOfInput = () => new SyntaxError('Unexpected end of JSON input');

/** What `valueOrOpen` returns after pushing a container. */
const OPENED = Symbol('opened');

interface Frame {
  value: Record<string, unknown> | unknown[];
  key: string;
  /** An object's keys, in order, each once. */
  keys: string[];
  /** No member so far is anything but a string. */
  strings: boolean;
}

/** What the parser learnt about a large object while building it. */
export interface Shape {
  keys: readonly string[];
  strings: boolean;
}

const shapes = new WeakMap<object, Shape>();

/**
 * The keys of an object `parseJson` built member by member, and whether every member is a
 * string; undefined for anything else. Listing 100,000 keys again (`Object.keys`, `for…in`)
 * is one uninterruptible call, which this spares a caller.
 */
export const parsedShape = (value: object): Shape | undefined => shapes.get(value);

/**
 * `JSON.parse` that never holds the event loop for long: a large text is read by a parser with
 * its own stack, which pauses whenever its slice is used up; small containers inside it still go
 * to `JSON.parse` whole. Same result as `JSON.parse`, `__proto__` keys included.
 */
export function parseJson(text: string): Promise<unknown> {
  if (text.length < NATIVE_BYTES) return Promise.resolve(JSON.parse(text));
  return new SlicedParser(text).run();
}

class SlicedParser {
  private pos = 0;
  private readonly stack: Frame[] = [];
  private readonly slicer = new Slicer();

  constructor(private readonly text: string) {}

  async run(): Promise<unknown> {
    let pending = this.valueOrOpen();
    for (;;) {
      if (this.slicer.due()) await this.slicer.pause();
      if (pending === OPENED) {
        const top = this.top();
        this.space();
        if (!this.closes(top)) {
          if (!Array.isArray(top.value)) this.readKey(top);
          pending = this.valueOrOpen();
          continue;
        }
        this.pos++;
        pending = this.close();
      }
      const parent = this.stack[this.stack.length - 1];
      if (!parent) return this.finish(pending);
      this.add(parent, pending);
      pending = this.next(parent);
    }
  }

  /** After a member of `parent`: the next member, or `parent` itself once it closes. */
  private next(parent: Frame): unknown {
    this.space();
    if (this.text.charCodeAt(this.pos) === 44) {
      this.pos++;
      if (!Array.isArray(parent.value)) this.readKey(parent);
      return this.valueOrOpen();
    }
    if (!this.closes(parent)) throw this.unexpected();
    this.pos++;
    return this.close();
  }

  private close(): unknown {
    const frame = this.stack.pop()!;
    if (!Array.isArray(frame.value)) shapes.set(frame.value, { keys: frame.keys, strings: frame.strings });
    return frame.value;
  }

  private finish(value: unknown): unknown {
    this.space();
    if (this.pos < this.text.length) throw syntaxAt(this.pos);
    return value;
  }

  private top(): Frame {
    return this.stack[this.stack.length - 1]!;
  }

  private unexpected() {
    return this.pos >= this.text.length ? endOfInput() : syntaxAt(this.pos);
  }

  private add(frame: Frame, value: unknown) {
    if (typeof value !== 'string') frame.strings = false;
    if (Array.isArray(frame.value)) return void frame.value.push(value);
    const key = frame.key;
    if (!Object.hasOwn(frame.value, key)) frame.keys.push(key);
    if (key === '__proto__') Object.defineProperty(frame.value, key, { value, enumerable: true, writable: true, configurable: true });
    else frame.value[key] = value;
  }

  private closes(frame: Frame): boolean {
    return this.text.charCodeAt(this.pos) === (Array.isArray(frame.value) ? 93 : 125);
  }

  /** A value, or OPENED after pushing a container too long to hand to JSON.parse. */
  private valueOrOpen(): unknown {
    this.space();
    const { text, pos } = this;
    const c = text.charCodeAt(pos);
    if (c === 123 || c === 91) {
      const end = closingWithin(text, pos, NATIVE_SPAN);
      if (end >= 0) return this.native(pos, end + 1);
      this.pos++;
      this.stack.push({ value: c === 91 ? [] : {}, key: '', keys: [], strings: true });
      return OPENED;
    }
    if (c === 34) return this.string();
    const letter = text[pos] ?? '';
    if (WORDS[letter]) {
      if (!text.startsWith(WORDS[letter]!, pos)) throw syntaxAt(pos + 1);
      this.pos += WORDS[letter]!.length;
      return LITERALS[letter];
    }
    NUMBER.lastIndex = pos;
    const m = NUMBER.exec(text);
    if (!m) throw this.unexpected();
    this.pos += m[0].length;
    return Number(m[0]);
  }

  private readKey(frame: Frame) {
    this.space();
    if (this.text.charCodeAt(this.pos) !== 34) throw this.unexpected();
    frame.key = this.string();
    this.space();
    if (this.text.charCodeAt(this.pos) !== 58) throw this.unexpected();
    this.pos++;
  }

  private string(): string {
    const { text } = this;
    const start = this.pos;
    let escaped = false;
    for (let i = start + 1; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 92) [escaped, i] = [true, i + 1];
      else if (c === 34) {
        this.pos = i + 1;
        return escaped ? (this.native(start, i + 1) as string) : text.slice(start + 1, i);
      } else if (c < 32) throw syntaxAt(i);
    }
    throw endOfInput();
  }

  private native(start: number, end: number): unknown {
    try {
      const value = JSON.parse(this.text.slice(start, end));
      this.pos = end;
      return value;
    } catch (err) {
      const at = /position (\d+)/.exec((err as Error).message);
      throw at ? syntaxAt(start + Number(at[1])) : endOfInput();
    }
  }

  private space() {
    const { text } = this;
    let c = text.charCodeAt(this.pos);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(++this.pos);
  }
}


/** Index of the bracket closing the one at `start`, if it is within `limit` characters; else -1. */
function closingWithin(text: string, start: number, limit: number): number {
  let depth = 0;
  let inString = false;
  const end = Math.min(text.length, start + limit);
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) depth++;
    else if ((c === 125 || c === 93) && --depth === 0) return i;
  }
  return -1;
}
