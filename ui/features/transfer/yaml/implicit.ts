// Which strings `flipt export` double-quotes because, written bare, YAML 1.1 (Go's YAML v2, which
// Flipt writes with) would read them as something else: booleans like `yes` and `n`, nulls,
// numbers in Go's syntax (hex, octal, `1_000`), timestamps and sexagesimal numbers like `12:30`.

const WORDS = new Set(
  [
    'y Y yes Yes YES true True TRUE on On ON n N no No NO false False FALSE off Off OFF',
    '~ null Null NULL .nan .NaN .NAN .inf .Inf .INF +.inf +.Inf +.INF -.inf -.Inf -.INF <<',
  ].join(' ').split(' '),
);

const FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const BASE60 = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/;
const TIMESTAMP = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:([Tt ])(\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.\d+)?(Z|[+-]\d{2}:\d{2})?)?$/;
const INT = /^([-+]?)(?:0[xX]([0-9a-fA-F]+)|0[bB]([01]+)|0[oO]?([0-7]+)|([1-9][0-9]*|0))$/;

const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;

/** The integer Go's strconv.ParseInt(s, 0, 64) reads (or ParseUint when it overflows), else null. */
export function goInt(s: string): bigint | null {
  const m = INT.exec(s);
  if (!m) return null;
  const [, sign, hex, bin, oct, dec] = m;
  const value = BigInt(hex !== undefined ? `0x${hex}` : bin !== undefined ? `0b${bin}` : oct !== undefined ? `0o${oct}` : (dec as string));
  if (sign === '-') return value <= INT64_MAX + 1n ? -value : null;
  return value <= INT64_MAX || (sign === '' && value <= UINT64_MAX) ? value : null;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

// The layouts Go's YAML v2 tries (date, RFC 3339 with short fields, space-separated without zone).
function isTimestamp(s: string): boolean {
  const m = TIMESTAMP.exec(s);
  if (!m) return false;
  const [, y, mo, d, sep, h, mi, sec, zone] = m;
  if (sep !== undefined && (sep === ' ') !== (zone === undefined)) return false;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return false;
  return sep === undefined || (Number(h) < 24 && Number(mi) < 60 && Number(sec) < 60);
}

function isNumberLike(s: string): boolean {
  const c = s[0] as string;
  if (c === '.') return /^\.[0-9]+([eE][-+]?[0-9]+)?$/.test(s) && Number.isFinite(Number(s));
  if (!/[-+0-9]/.test(c)) return false;
  if (isTimestamp(s)) return true;
  const plain = s.replaceAll('_', '');
  return goInt(plain) !== null || (FLOAT.test(plain) && Number.isFinite(Number(plain)));
}

/** Whether Flipt's export would quote this string instead of writing it bare. */
export function needsQuotes(s: string): boolean {
  if (s === '' || WORDS.has(s)) return true;
  if (isNumberLike(s)) return true;
  return /^[-+0-9]/.test(s) && s.includes(':') && BASE60.test(s);
}
