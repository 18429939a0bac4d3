// isoneof / isnotoneof values are decoded the way Go's json.Unmarshal fills a []string or
// []float64: `null` is an empty list, a null element is the zero value, and any element of
// another JSON type fails the whole decode. A failure is `null`; Flipt then matches neither
// operator.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function decodeArray(s: string): unknown[] | null {
  let raw: unknown;
  try {
    raw = JSON.parse(s);
  } catch {
    return null;
  }
  if (raw === null) return [];
  return Array.isArray(raw) ? raw : null;
}

// Go's JSON decoder turns an unpaired surrogate escape into U+FFFD; JSON.parse keeps it.
function wellFormed(s: string): string {
  return s.replace(LONE_SURROGATE, '\uFFFD');
}

/** A JSON array of strings with Go semantics, or null when Go would fail to decode it. */
export function parseStringArray(s: string): string[] | null {
  const raw = decodeArray(s);
  if (raw === null) return null;
  const out: string[] = [];
  for (const item of raw) {
    if (item === null) out.push('');
    else if (typeof item === 'string') out.push(wellFormed(item));
    else return null;
  }
  return out;
}

/** A JSON array of numbers with Go semantics (float64, out-of-range fails), or null. */
export function parseNumberArray(s: string): number[] | null {
  const raw = decodeArray(s);
  if (raw === null) return null;
  const out: number[] = [];
  for (const item of raw) {
    if (item === null) out.push(0);
    // JSON has no literal for infinity, so an infinite result means float64 overflow.
    else if (typeof item === 'number' && Number.isFinite(item)) out.push(item);
    else return null;
  }
  return out;
}
