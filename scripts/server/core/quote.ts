const named: Record<string, string> = {
  '\x07': '\\a', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\v': '\\v', '"': '\\"', '\\': '\\\\',
};

/**
 * Quotes text the way Go's `%q` does, because Flipt builds its messages with it
 * (`flag "ns/key" not found`): a rune Go does not count as printable (controls, format
 * characters such as U+200B and U+202E, separators but the ASCII space) is escaped, below U+0080
 * as `\xNN`, else as `\uNNNN` or `\UNNNNNNNN`. JSON.stringify differs on all of these.
 */
export function goQuote(text: string): string {
  const body = text.replace(/["\\]|[^\p{L}\p{M}\p{N}\p{P}\p{S} ]/gu, (c) => {
    const cp = c.codePointAt(0) ?? 0;
    const hex = (digits: number) => cp.toString(16).padStart(digits, '0');
    return named[c] ?? (cp < 0x80 ? `\\x${hex(2)}` : cp < 0x10000 ? `\\u${hex(4)}` : `\\U${hex(8)}`);
  });
  return `"${body}"`;
}
