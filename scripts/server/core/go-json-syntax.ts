/**
 * The syntax error Go's encoding/json reports for a JSON text, word for word, or undefined when
 * the text is valid. Flipt's gateway decodes a quoted number (`"rank": "2"`) by stripping the
 * quotes and handing the rest to json.Unmarshal, so `"rank": "first"` answers 400 with
 * `invalid character 'i' in literal false (expecting 'a')`; this scanner follows the states of
 * Go's scanner.go to give the same text.
 */
export function goSyntaxError(text: string): string | undefined {
  const scan = new Scanner();
  for (const c of Buffer.from(text)) {
    scan.step(c);
    if (scan.error) return scan.error;
  }
  return scan.eof();
}

type Step = (c: number) => void;
type Container = 'objectKey' | 'objectValue' | 'array';

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHex = (c: number) => isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);
const ch = (s: string) => s.charCodeAt(0);
const literals: Record<string, string> = { t: 'true', f: 'false', n: 'null' };

/** Go's quoteChar: the offending byte as a Go-quoted character in single quotes. */
function quoteChar(c: number): string {
  if (c === ch("'")) return `'\\''`;
  if (c === ch('"')) return `'"'`;
  const named: Record<number, string> = { 7: '\\a', 8: '\\b', 9: '\\t', 10: '\\n', 11: '\\v', 12: '\\f', 13: '\\r', 92: '\\\\' };
  if (named[c]) return `'${named[c]}'`;
  if (c < 0x20 || c === 0x7f) return `'\\x${c.toString(16).padStart(2, '0')}'`;
  return `'${String.fromCharCode(c)}'`;
}

class Scanner {
  error: string | undefined;
  private stack: Container[] = [];
  private endTop = false;
  step: Step = (c) => this.beginValue(c);

  eof(): string | undefined {
    if (this.error) return this.error;
    if (this.endTop) return undefined;
    this.step(0x20);
    if (this.endTop) return undefined;
    return this.error ?? 'unexpected end of JSON input';
  }

  private fail(c: number, context: string) {
    this.error = `invalid character ${quoteChar(c)} ${context}`;
  }

  private beginValue(c: number): void {
    if (isSpace(c)) return;
    if (c === ch('{')) return this.push('objectKey', (d) => (d === ch('}') ? this.endValue(d, true) : this.beginKey(d)));
    if (c === ch('[')) return this.push('array', (d) => (d === ch(']') ? this.endValue(d, true) : this.beginValue(d)));
    if (c === ch('"')) return void (this.step = this.inString);
    if (c === ch('-')) return void (this.step = (d) => this.negative(d));
    if (c === ch('0')) return void (this.step = (d) => this.afterInteger(d));
    if (c >= ch('1') && c <= ch('9')) return void (this.step = this.integer);
    const literal = literals[String.fromCharCode(c)];
    if (literal) return void (this.step = this.literal(literal, 1));
    this.fail(c, 'looking for beginning of value');
  }

  private push(container: Container, next: Step) {
    this.stack.push(container);
    this.step = (c) => (isSpace(c) ? undefined : next(c));
  }

  private beginKey(c: number): void {
    if (isSpace(c)) return;
    if (c === ch('"')) return void (this.step = this.inString);
    this.fail(c, 'looking for beginning of object key string');
  }

  /** After a value; `closing` is true when `c` is the bracket that closes the container. */
  private endValue(c: number, closing = false): void {
    const top = this.stack[this.stack.length - 1];
    if (closing) {
      this.stack.pop();
      return this.settle();
    }
    if (top === undefined) {
      this.endTop = true;
      return this.endOfTop(c);
    }
    if (isSpace(c)) return void (this.step = (d) => this.endValue(d));
    if (top === 'objectKey' && c === ch(':')) return this.replace('objectValue', (d) => this.beginValue(d));
    if (top === 'objectKey') return this.fail(c, 'after object key');
    if (top === 'objectValue' && c === ch(',')) return this.replace('objectKey', (d) => this.beginKey(d));
    if (top === 'array' && c === ch(',')) return void (this.step = (d) => this.beginValue(d));
    if (c === ch(top === 'array' ? ']' : '}')) return this.endValue(c, true);
    this.fail(c, top === 'array' ? 'after array element' : 'after object key:value pair');
  }

  private replace(container: Container, next: Step) {
    this.stack[this.stack.length - 1] = container;
    this.step = next;
  }

  private settle(): void {
    if (this.stack.length === 0) this.endTop = true;
    this.step = (d) => (this.endTop ? this.endOfTop(d) : this.endValue(d));
  }

  private endOfTop(c: number): void {
    this.step = (d) => this.endOfTop(d);
    if (!isSpace(c)) this.fail(c, 'after top-level value');
  }

  private inString: Step = (c) => {
    if (c === ch('"')) return this.settle();
    if (c === ch('\\')) return void (this.step = this.escape);
    if (c < 0x20) this.fail(c, 'in string literal');
  };

  private escape: Step = (c) => {
    if ('bfnrt\\/"'.includes(String.fromCharCode(c))) return void (this.step = this.inString);
    if (c === ch('u')) return void (this.step = this.hex(4));
    this.fail(c, 'in string escape code');
  };

  private hex(left: number): Step {
    return (c) => {
      if (!isHex(c)) return this.fail(c, 'in \\u hexadecimal character escape');
      this.step = left === 1 ? this.inString : this.hex(left - 1);
    };
  }

  private literal(word: string, at: number): Step {
    return (c) => {
      const want = word.charCodeAt(at);
      if (c !== want) return this.fail(c, `in literal ${word} (expecting '${word[at]}')`);
      if (at + 1 === word.length) this.settle();
      else this.step = this.literal(word, at + 1);
    };
  }

  private negative(c: number): void {
    if (c === ch('0')) return void (this.step = (d) => this.afterInteger(d));
    if (c >= ch('1') && c <= ch('9')) return void (this.step = this.integer);
    this.fail(c, 'in numeric literal');
  }

  private integer: Step = (c) => (isDigit(c) ? undefined : this.afterInteger(c));

  private afterInteger(c: number): void {
    if (c === ch('.')) return void (this.step = (d) => (isDigit(d) ? void (this.step = this.fraction) : this.fail(d, 'after decimal point in numeric literal')));
    if (c === ch('e') || c === ch('E')) return void (this.step = this.exponentSign);
    this.endValue(c);
  }

  private fraction: Step = (c) => {
    if (isDigit(c)) return;
    if (c === ch('e') || c === ch('E')) return void (this.step = this.exponentSign);
    this.endValue(c);
  };

  private exponentSign: Step = (c) => {
    if (c === ch('+') || c === ch('-')) return void (this.step = this.exponentFirst);
    this.exponentFirst(c);
  };

  private exponentFirst: Step = (c) => {
    if (!isDigit(c)) return this.fail(c, 'in exponent of numeric literal');
    this.step = (d) => (isDigit(d) ? undefined : this.endValue(d));
  };
}
