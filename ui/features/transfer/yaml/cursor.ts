// A position in YAML text with the line-level moves the parser needs. Line breaks are
// normalised to `\n` before parsing, so every line ends with one.

/** A YAML text that cannot be read, with the 1-based line and column of the problem. */
export class YamlSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`line ${line}, column ${column}: ${reason}`);
    this.name = 'YamlSyntaxError';
  }
}

const isBlank = (c: string | undefined) => c === ' ' || c === '\t';
/** True at the end of a line or of the text. */
export const isEol = (c: string | undefined) => c === undefined || c === '\n';
/** True where an indicator (`-`, `?`, `:`) stands alone: followed by a blank or the line's end. */
export const isSeparated = (c: string | undefined) => isBlank(c) || isEol(c);

/** The 1-based line of an offset into `text` (a binary search over its line starts). */
export function lineOf(text: string): (offset: number) => number {
  const breaks = [...text.matchAll(/\n/g)].map((m) => m.index as number);
  return (offset) => {
    let [low, high] = [0, breaks.length];
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((breaks[mid] as number) < offset) low = mid + 1;
      else high = mid;
    }
    return low + 1;
  };
}

/** A key repeated in a mapping: where (offset, line, column), and how deep (1: the document's own mapping). */
export type Repeated = { at: number; line: number; column: number; key: string; depth: number; doc: number };

/** Where each entry of a parsed mapping or list starts in the text, by key or index: for messages. */
export const offsets = new WeakMap<object, Map<string | number, number>>();

/** Nesting deeper than this is refused (Go's YAML library allows 10,000; our reader recurses). */
export const MAX_DEPTH = 1000;

// Go's YAML v3 refuses a document whose decoding is mostly alias expansion: past 100 aliased and
// 1,000 decoded nodes, more than 99% aliased up to 400,000 nodes, falling to 10% at 4,000,000.
const allowedAliasRatio = (nodes: number) => (nodes <= 4e5 ? 0.99 : nodes >= 4e6 ? 0.1 : 0.99 - (0.89 * (nodes - 4e5)) / 3.6e6);

// The node count of a value with its aliases expanded; aliases share their anchor's value, so
// sizes are remembered per object and a deep nest of aliases costs one visit per object.
const sizes = new WeakMap<object, number>();
function sizeOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 1;
  let size = sizes.get(value);
  if (size === undefined) {
    size = 1;
    for (const item of Object.values(value)) size += sizeOf(item) + (Array.isArray(value) ? 0 : 1);
    sizes.set(value, size);
  }
  return size;
}

export class Cursor {
  pos = 0;
  readonly anchors = new Map<string, unknown>();
  /** Nodes decoded so far in the document and how many of them came through aliases (Go counts both). */
  nodes = 0;
  aliased = 0;
  depth = 0;
  /** Repeated keys found so far, when the caller collects them instead of stopping at the first. */
  repeated: Repeated[] | null = null;
  doc = 0;

  constructor(readonly src: string) {}

  /** Counts an alias's value as decoded again; refuses the document when aliases make up too much of it. */
  expand(value: unknown, at: number): void {
    const size = sizeOf(value);
    this.nodes += size + 1;
    this.aliased += size;
    if (this.aliased > 100 && this.nodes > 1000 && this.aliased / this.nodes > allowedAliasRatio(this.nodes)) {
      this.fail(`excessive aliasing: ${this.aliased} of ${this.nodes} values come from aliases (Flipt refuses it too)`, at);
    }
  }

  /** Enters a mapping or list at `at`; deeper than MAX_DEPTH is refused. */
  enter(at = this.pos): void {
    if (++this.depth > MAX_DEPTH) this.fail(`the document nests deeper than ${MAX_DEPTH} levels`, at);
  }

  /** Notes where the entry `key` of `collection` starts, and counts it as decoded. */
  mark(collection: object, key: string | number, at: number): void {
    this.nodes += typeof key === 'number' ? 1 : 2;
    let map = offsets.get(collection);
    if (!map) offsets.set(collection, (map = new Map()));
    map.set(key, at);
  }

  private line?: (p: number) => number;

  /** The 1-based line and column of `p`. */
  where(p: number): [line: number, column: number] {
    this.line ??= lineOf(this.src);
    return [this.line(p), this.column(p) + 1];
  }

  peek(offset = 0): string | undefined {
    return this.src[this.pos + offset];
  }

  /** Where the line holding `p` starts. */
  lineStart(p = this.pos): number {
    return this.src.lastIndexOf('\n', p - 1) + 1;
  }

  column(p = this.pos): number {
    return p - this.lineStart(p);
  }

  fail(reason: string, p = this.pos): never {
    throw new YamlSyntaxError(reason, ...this.where(p));
  }

  skipBlanks(): void {
    while (isBlank(this.peek())) this.pos += 1;
  }

  /** Whether a comment or the line's end follows (after blanks). */
  restIsEmpty(): boolean {
    let p = this.pos;
    while (isBlank(this.src[p])) p += 1;
    const c = this.src[p];
    return isEol(c) || (c === '#' && (p === this.pos ? this.pos === this.lineStart() || isBlank(this.src[p - 1]) : true));
  }

  /** Moves past the rest of this line, which may hold only blanks and a comment. */
  endLine(): void {
    if (!this.restIsEmpty()) {
      this.skipBlanks();
      this.fail('unexpected text after the value');
    }
    const end = this.src.indexOf('\n', this.pos);
    this.pos = end < 0 ? this.src.length : end + 1;
  }

  /** Whether `p` starts a line with the document marker `---` or `...`. */
  isMarker(p = this.pos, marker?: '---' | '...'): boolean {
    if (p !== this.lineStart(p)) return false;
    const head = this.src.slice(p, p + 3);
    return (marker ? head === marker : head === '---' || head === '...') && isSeparated(this.src[p + 3]);
  }

  /**
   * From a line start, skips blank and comment-only lines and stops at the start of the next line
   * with content. Returns its indentation, or -1 at the end of the text.
   */
  toContentLine(): number {
    if (this.pos !== this.lineStart()) this.endLine();
    while (this.pos < this.src.length) {
      let p = this.pos;
      while (this.src[p] === ' ') p += 1;
      const indent = p - this.pos;
      while (isBlank(this.src[p])) p += 1;
      const c = this.src[p];
      if (!isEol(c) && c !== '#') {
        if (this.src[this.pos + indent] === '\t') this.fail('tabs cannot indent YAML', this.pos + indent);
        return indent;
      }
      const end = this.src.indexOf('\n', p);
      this.pos = end < 0 ? this.src.length : end + 1;
    }
    return -1;
  }
}

/** Adds a mapping entry; a key may appear once (`__proto__` stays a plain key): a repeated one is kept out and noted, or refused. */
export function setEntry(cur: Cursor, map: Record<string, unknown>, key: string, value: unknown, at: number): void {
  if (Object.hasOwn(map, key)) {
    if (!cur.repeated) cur.fail(`the key "${key}" appears twice`, at);
    const [line, column] = cur.where(at);
    return void cur.repeated.push({ at, line, column, key, depth: cur.depth, doc: cur.doc });
  }
  cur.mark(map, key, at);
  Object.defineProperty(map, key, { value, enumerable: true, writable: true, configurable: true });
}
