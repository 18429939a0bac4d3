import { MAX_JSON_DEPTH, nestsDeeperThan } from '../core/decode';
import { invalidField } from '../core/errors';

/** Flipt's attachment limit: 1000 KB counted in bytes of the JSON text. */
const MAX_ATTACHMENT_BYTES = 1_024_000;

/** An attachment is `""` or JSON text of at most 1000 KB (API.md §7.1). */
export function checkAttachment(text: string) {
  if (text === '') return;
  try {
    JSON.parse(text);
  } catch {
    throw invalidField('attachment', 'must be a json string');
  }
  if (Buffer.byteLength(text, 'utf8') > MAX_ATTACHMENT_BYTES) {
    throw invalidField('attachment', 'must be less than 1000 KB');
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw invalidField('attachment', `must not nest deeper than ${MAX_JSON_DEPTH} levels`);
}

/**
 * Removes insignificant whitespace and nothing else, like Go's json.Compact: numbers, escapes
 * and key order stay exactly as written, which a parse/stringify round trip would not keep.
 */
export function compactJson(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (inString) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
      out += c;
    } else if (c !== ' ' && c !== '\t' && c !== '\n' && c !== '\r') {
      out += c;
    }
  }
  return out;
}
