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

export class Cursor {
  pos = 0;
  readonly anchors = new Map<string, unknown>();

  constructor(readonly src: string) {}

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
    const line = this.src.slice(0, p).split('\n').length;
    throw new YamlSyntaxError(reason, line, this.column(p) + 1);
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

/** Adds a mapping entry; a key may appear once (`__proto__` stays a plain key). */
export function setEntry(cur: Cursor, map: Record<string, unknown>, key: string, value: unknown, at: number): void {
  if (Object.hasOwn(map, key)) cur.fail(`the key "${key}" appears twice`, at);
  Object.defineProperty(map, key, { value, enumerable: true, writable: true, configurable: true });
}
