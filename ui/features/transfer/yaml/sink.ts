// The output side of the YAML writer: text plus the position state Go's YAML v2 emitter keeps
// (column, indentation stack, whether the last thing written was whitespace or indentation), so
// lines break and indent exactly where `flipt export` breaks and indents them.

/** Lines are folded once they pass this column, as Go's YAML v2 does. */
export const BEST_WIDTH = 80;
const BEST_INDENT = 2;

export class Sink {
  private out = '';
  column = 0;
  indent = -1;
  private indents: number[] = [];
  whitespace = true;
  indention = true;

  text(): string {
    return this.out;
  }

  /** Writes ASCII text that holds no line break. */
  put(s: string): void {
    this.out += s;
    this.column += s.length;
  }

  /** Writes one character (a code point). */
  char(c: number): void {
    this.out += String.fromCodePoint(c);
    this.column += 1;
  }

  lineBreak(): void {
    this.out += '\n';
    this.column = 0;
  }

  /** Writes a line-break character: `\n` as a new line, others as they are. */
  breakChar(c: number): void {
    if (c === 0x0a) this.lineBreak();
    else {
      this.char(c);
      this.column = 0;
    }
  }

  /** Starts a new line if needed and indents to the current level. */
  writeIndent(): void {
    const indent = Math.max(this.indent, 0);
    if (!this.indention || this.column > indent || (this.column === indent && !this.whitespace)) this.lineBreak();
    while (this.column < indent) this.put(' ');
    this.whitespace = true;
    this.indention = true;
  }

  indicator(text: string, needWhitespace: boolean, isWhitespace: boolean, isIndention: boolean): void {
    if (needWhitespace && !this.whitespace) this.put(' ');
    this.put(text);
    this.whitespace = isWhitespace;
    this.indention = this.indention && isIndention;
  }

  increaseIndent(flow: boolean, indentless: boolean): void {
    this.indents.push(this.indent);
    if (this.indent < 0) this.indent = flow ? BEST_INDENT : 0;
    else if (!indentless) this.indent += BEST_INDENT;
  }

  popIndent(): void {
    this.indent = this.indents.pop() ?? -1;
  }
}
