// Equality of JSON values (metadata, attachments) that ignores the order of object keys.

/** Whether two JSON values are equal, whatever the order of their objects' keys. */
export function isDeepStrictEqualJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => isDeepStrictEqualJson(x, b[i]));
  }
  const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => Object.hasOwn(y, k) && isDeepStrictEqualJson(x[k], y[k]));
}
