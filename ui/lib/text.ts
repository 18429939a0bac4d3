// How names read on screen. No React here.

/** 'flag' → 'Flag', for titles. */
export const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Right-to-left letters and bidi controls: text mixing directions takes the browser far longer to lay out. */
const DIRECTIONAL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/**
 * Whether a text is too long to put in a text box (issue 43): Chromium lays out a megabyte of
 * plain text in a textarea in about 150 ms, and text that mixes directions 30 times slower.
 */
export const isLongText = (text: string) => text.length > 64_000 || (text.length > 4_000 && DIRECTIONAL.test(text));

/** Text longer than `max` as its start, an ellipsis and its length: a table shows a megabyte's start only. */
export const shortened = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max)}… (${text.length.toLocaleString('en-US')} characters)`);

/**
 * How a segment or a variant reads in a choice: its name, with the key when they differ. The
 * picker that shows it marks the hidden characters of both (design VisibleText).
 */
export const nameAndKey = ({ key, name }: { key: string; name: string }) => (name && name !== key ? `${name} (${key})` : key);

/**
 * Characters a reader cannot see or that reorder the text around them (issue 43): controls,
 * format characters (zero-width spaces and joiners, bidi embeddings, overrides, isolates and
 * marks, the byte order mark, tags), line and paragraph separators, and the blank fillers. As a
 * group, so that splitting on it keeps each character (at the odd places).
 */
const HIDDEN = /([\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u3164\uFFA0])/u;
const EVERY_HIDDEN = new RegExp(HIDDEN.source, 'gu');

// Names of the common ones, each run from its first code point (U+200B…U+200F and so on).
const NAMES: Record<number, string> = {};
const RUNS: [first: number, names: string][] = [
  [0x200b, 'ZERO WIDTH SPACE|ZERO WIDTH NON-JOINER|ZERO WIDTH JOINER|LEFT-TO-RIGHT MARK|RIGHT-TO-LEFT MARK'],
  [0x202a, 'LEFT-TO-RIGHT EMBEDDING|RIGHT-TO-LEFT EMBEDDING|POP DIRECTIONAL FORMATTING|LEFT-TO-RIGHT OVERRIDE|RIGHT-TO-LEFT OVERRIDE'],
  [0x2066, 'LEFT-TO-RIGHT ISOLATE|RIGHT-TO-LEFT ISOLATE|FIRST STRONG ISOLATE|POP DIRECTIONAL ISOLATE'],
];
for (const [first, names] of RUNS) names.split('|').forEach((name, i) => (NAMES[first + i] = name));

const codeOf = (c: string) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** A hidden character's marker: `⟨U+202E⟩`. */
export const markerOf = (c: string) => `⟨${codeOf(c)}⟩`;

/** What a marker's title says: `U+202E RIGHT-TO-LEFT OVERRIDE, changes the direction of the text`. */
export function hiddenTitle(c: string): string {
  const name = NAMES[c.codePointAt(0) ?? 0];
  const what = DIRECTIONAL.test(c) ? 'changes the direction of the text' : c <= '\x9f' ? 'a control character' : 'an invisible character';
  return `${codeOf(c)}${name ? ` ${name}` : ''}, ${what}`;
}

/** The text cut at its hidden characters: plain text at the even places, one hidden character at each odd one. */
export const hiddenParts = (text: string) => text.split(HIDDEN);

/** Whether the text holds a character a reader cannot see or that reorders it. */
export const hasHidden = (text: string) => HIDDEN.test(text);

/** The text with each hidden character shown as its marker (`⟨U+202E⟩`), for places that take only text (titles, labels). */
export const visibleControls = (text: string) => text.replace(EVERY_HIDDEN, markerOf);

// Each character's escape, written once: a megabyte of them is 300,000 replacements. Tab, line
// feed and return stay: they are JSON's own white space, which an escape would not be.
const escapes = new Map<string, string>(['\t', '\n', '\r'].map((c) => [c, c]));
const escapeOf = (c: string) => {
  let escape = escapes.get(c);
  if (escape === undefined) escapes.set(c, (escape = c.split('').map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')));
  return escape;
};

/** JSON text with each raw hidden character written as its `\u` escape: the same JSON, shown inert. */
export const escapedControls = (json: string) => json.replace(EVERY_HIDDEN, escapeOf);
