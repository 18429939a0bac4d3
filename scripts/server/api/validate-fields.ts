import { emptyField, invalidField } from '../http/errors';
import { str, type Body } from '../http/decode';

/** Namespace, flag and segment keys (API.md §7.1): note the comma is allowed and the dot is not. */
const keyPattern = /^[-_,A-Za-z0-9]+$/;

export function checkKey(key: string) {
  if (key === '') throw emptyField('key');
  if (!keyPattern.test(key)) throw invalidField('key', 'contains invalid characters');
}

export function checkName(name: string) {
  if (name === '') throw emptyField('name');
}

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

/**
 * Decodes body fields that the path overrides, only for their type check: Flipt's decoder rejects
 * a wrongly typed field before the path parameters are written over it (API.md §1.2).
 */
export function checkOverridden(body: Body, ...names: string[]) {
  for (const name of names) str(body, name);
}
