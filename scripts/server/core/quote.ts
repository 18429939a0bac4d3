const named: Record<string, string> = {
  '\x07': '\\a', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\v': '\\v', '"': '\\"', '\\': '\\\\',
};

/**
 * Quotes text the way Go's `%q` does, because Flipt builds its messages with it
 * (`flag "ns/key" not found`); JSON.stringify differs on control characters.
 */
export function goQuote(text: string): string {
  const body = text.replace(/["\\\x00-\x1f\x7f]/g, (c) => {
    return named[c] ?? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
  return `"${body}"`;
}
