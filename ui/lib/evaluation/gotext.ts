// JavaScript's trim() differs from Go's strings.TrimSpace: it strips U+FEFF and keeps U+0085,
// so it must not be used where Flipt trims.

/** Go's unicode.IsSpace for one UTF-16 code unit (every Go space is in the BMP). */
export function isGoSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0x85) return false;
  if (code === 0x85 || code === 0xa0 || code === 0x1680 || code === 0x3000) return true;
  if (code >= 0x2000 && code <= 0x200a) return true;
  return code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f;
}

/** Index of the first non-space code unit of `s` (s.length when all are spaces). */
export function trimStart(s: string): number {
  let i = 0;
  while (i < s.length && isGoSpace(s.charCodeAt(i))) i++;
  return i;
}

/** Index just past the last non-space code unit of `s`, never below `start`. */
export function trimEnd(s: string, start: number): number {
  let end = s.length;
  while (end > start && isGoSpace(s.charCodeAt(end - 1))) end--;
  return end;
}

/** Whether strings.TrimSpace(s) would be empty. */
export function isBlank(s: string): boolean {
  return trimStart(s) === s.length;
}

/** strconv.ParseBool: the exact accepted spellings, anything else is a failure (null). */
export function parseGoBool(s: string): boolean | null {
  switch (s) {
    case '1': case 't': case 'T': case 'TRUE': case 'true': case 'True':
      return true;
    case '0': case 'f': case 'F': case 'FALSE': case 'false': case 'False':
      return false;
    default:
      return null;
  }
}
