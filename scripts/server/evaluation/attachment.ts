/**
 * Removes insignificant whitespace from stored JSON text without re-encoding it, so numbers
 * such as `1.0` or `1e2` and key order survive exactly (Flipt's SQL store compacts attachments
 * the same way before evaluation and snapshots; API.md §2.3).
 */
export function compactJson(text: string): string {
  if (text === '') return '';
  let out = '';
  let inString = false;
  let escaped = false;
  let runStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (escaped) escaped = false;
      else if (c === 0x5c) escaped = true;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) {
      out += text.slice(runStart, i);
      runStart = i + 1;
    }
  }
  return out + text.slice(runStart);
}
