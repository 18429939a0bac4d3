// How names read on screen. No React here.

/** 'flag' → 'Flag', for titles. */
export const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * How a segment or a variant reads in a choice: its name, with the key when they differ. One
 * plain string, so bidi controls in the name are shown as markers rather than reorder the key.
 */
export const nameAndKey = ({ key, name }: { key: string; name: string }) => (name && name !== key ? `${visibleControls(name)} (${key})` : key);

/** Characters that reorder the text around them: bidi embeddings, overrides, isolates and marks. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

const codePoint = (c: string) => (c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');

/** The text with each bidi control shown as a visible marker (`⟨U+202E⟩`) instead of acting (issue 13). */
export const visibleControls = (text: string) => text.replace(BIDI_CONTROLS, (c) => `⟨U+${codePoint(c)}⟩`);

/** JSON text with each raw bidi control written as its `\u` escape: the same JSON, shown inert. */
export const escapedControls = (json: string) => json.replace(BIDI_CONTROLS, (c) => `\\u${codePoint(c).toLowerCase()}`);
