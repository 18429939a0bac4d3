// The order `flipt export` gives the keys of free-form maps (flag metadata, variant attachments):
// Go's YAML v2 encoder sorts them "naturally": runs of digits compare as numbers, letters come
// after other characters at the first difference. That order can be circular (e.g. "0a", "1",
// "007"); Flipt's result for such keys then depends on Go's random map order, so here they start
// from code-unit order, which keeps the console's output the same whatever order the API used.

const isLetter = (c: string) => /\p{L}/u.test(c);
const isDigit = (c: string | undefined) => c !== undefined && /\p{Nd}/u.test(c);
const code = (c: string) => c.codePointAt(0) ?? 0;

function digitRun(chars: string[], from: number, start: number): [value: number, end: number] {
  let value = start;
  let end = from;
  for (; isDigit(chars[end]); end += 1) value = value * 10 + (code(chars[end] as string) - 48);
  return [value, end];
}

// True when a digit run that starts with '0' continues a number with a non-zero digit before it.
function continuesNumber(chars: string[], i: number): boolean {
  for (let j = i - 1; j >= 0 && isDigit(chars[j]); j -= 1) if (chars[j] !== '0') return true;
  return false;
}

/** Whether key `a` sorts before key `b` in Flipt's export. */
export function keyBefore(a: string, b: string): boolean {
  const ar = Array.from(a);
  const br = Array.from(b);
  for (let i = 0; i < ar.length && i < br.length; i += 1) {
    const [ac, bc] = [ar[i] as string, br[i] as string];
    if (ac === bc) continue;
    const [al, bl] = [isLetter(ac), isLetter(bc)];
    if (al && bl) return code(ac) < code(bc);
    if (al || bl) return bl;
    const start = (ac === '0' || bc === '0') && continuesNumber(ar, i) ? 1 : 0;
    const [an, ai] = digitRun(ar, i, start);
    const [bn, bi] = digitRun(br, i, start);
    if (an !== bn) return an < bn;
    if (ai !== bi) return ai < bi;
    return code(ac) < code(bc);
  }
  return ar.length < br.length;
}

/** The keys in Flipt's export order. */
export function sortKeys(keys: Iterable<string>): string[] {
  return [...keys].sort().sort((a, b) => (keyBefore(a, b) ? -1 : keyBefore(b, a) ? 1 : 0));
}
