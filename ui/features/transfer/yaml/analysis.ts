// What a string allows when written as a YAML scalar (bare, quoted or as a block), judged the way
// Go's YAML v2 emitter judges it, so the console's export chooses the styles `flipt export` does.

/** Which scalar styles a string may take. */
export type ScalarRoom = { multiline: boolean; plain: boolean; singleQuoted: boolean; block: boolean };

/** Characters YAML lets a document hold unescaped (astral characters count as not printable). */
export const isPrintable = (c: number) =>
  c === 0x0a || (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd && c !== 0xfeff);
export const isBreak = (c: number | undefined) => c === 0x0a || c === 0x0d || c === 0x85 || c === 0x2028 || c === 0x2029;
const isBlank = (c: number | undefined) => c === 0x20 || c === 0x09;
const isBlankOrEnd = (c: number | undefined) => c === undefined || isBlank(c) || isBreak(c) || c === 0;

type Flags = { indicators: boolean; breaks: boolean; special: boolean; edgeSpace: boolean; trailingSpace: boolean; breakSpace: boolean; spaceBreak: boolean };

const codes = (s: string) => new Set(Array.from(s, (c) => c.charCodeAt(0)));
const FIRST_INDICATORS = codes('#,[]{}&*!|>\'"%@`');
const [COLON, HASH, DASH, QUESTION] = [0x3a, 0x23, 0x2d, 0x3f];

// An indicator character at position i that keeps the string from being written bare.
function isIndicator(c: number, i: number, before: boolean, after: boolean): boolean {
  if (i === 0) return FIRST_INDICATORS.has(c) || ((c === QUESTION || c === COLON || c === DASH) && after);
  return (c === COLON && after) || (c === HASH && before);
}

function scan(chars: number[]): Flags {
  const f: Flags = { indicators: false, breaks: false, special: false, edgeSpace: false, trailingSpace: false, breakSpace: false, spaceBreak: false };
  const [a, b, c] = chars;
  if (a === b && b === c && (a === DASH || a === 0x2e)) f.indicators = true;
  let [precededByBlank, previousSpace, previousBreak] = [true, false, false];
  chars.forEach((c, i) => {
    const last = i === chars.length - 1;
    if (isIndicator(c, i, precededByBlank, i + 1 >= chars.length || isBlank(chars[i + 1]))) f.indicators = true;
    if (!isPrintable(c)) f.special = true;
    if (c === 0x20) {
      if (i === 0 || last) f.edgeSpace = true;
      if (last) f.trailingSpace = true;
      if (previousBreak) f.breakSpace = true;
      [previousSpace, previousBreak] = [true, false];
    } else if (isBreak(c)) {
      f.breaks = true;
      if (i === 0 || last) f.edgeSpace = true;
      if (previousSpace) f.spaceBreak = true;
      [previousSpace, previousBreak] = [false, true];
    } else {
      [previousSpace, previousBreak] = [false, false];
    }
    precededByBlank = isBlankOrEnd(c);
  });
  return f;
}

/** The styles Go's YAML v2 emitter would allow for `chars` (code points) in block context. */
export function scalarRoom(chars: number[]): ScalarRoom {
  if (chars.length === 0) return { multiline: false, plain: true, singleQuoted: true, block: false };
  const f = scan(chars);
  const room = { multiline: f.breaks, plain: true, singleQuoted: true, block: true };
  if (f.edgeSpace || f.breaks || f.indicators) room.plain = false;
  if (f.trailingSpace) room.block = false;
  if (f.breakSpace) room.plain = room.singleQuoted = false;
  if (f.spaceBreak || f.special) room.plain = room.singleQuoted = room.block = false;
  return room;
}
