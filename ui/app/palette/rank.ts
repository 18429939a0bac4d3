// How well a palette command matches the query. A command's names (a namespace's key and name, a
// flag's key and name, a page's label) outrank its description and keywords, so typing `prod`
// picks the `production` namespace before `staging`, whose description says "Pre-production".
// No React here.

/** What the ranking reads of a command: its names, then the rest of its text. */
export type Rankable = { names: readonly string[]; description?: string | undefined; keywords: string };

/** Lower is better: an exact name, a name's prefix, the start of a word of a name, inside a name. */
const EXACT = 0;
const PREFIX = 1;
const WORD = 2;
const INSIDE = 3;
/** Every word of the query is in the names, but not the query as one string. */
const NAME_WORDS = 4;
/** Some word is found only in the description or keywords. */
const TEXT = 5;

const WORD_START = /[^a-z0-9]/;

function nameRank(name: string, query: string): number | null {
  if (name === query) return EXACT;
  if (name.startsWith(query)) return PREFIX;
  const at = name.indexOf(query);
  if (at < 0) return null;
  // A later occurrence may start a word even when the first one does not.
  for (let i = at; i >= 0; i = name.indexOf(query, i + 1)) if (WORD_START.test(name.charAt(i - 1))) return WORD;
  return INSIDE;
}

/** The command's rank for `query` (lower first), or null when some word of the query is not in its text. */
export function rank(command: Rankable, query: string): number | null {
  const q = query.trim().toLowerCase();
  const words = q.split(/\s+/).filter(Boolean);
  if (words.length === 0) return TEXT;
  const names = command.names.map((n) => n.toLowerCase());
  const ranks = names.map((n) => nameRank(n, q)).filter((r) => r !== null);
  if (ranks.length) return Math.min(...ranks);
  const nameText = names.join(' ');
  if (words.every((w) => nameText.includes(w))) return NAME_WORDS;
  const text = `${nameText} ${command.description ?? ''} ${command.keywords}`.toLowerCase();
  return words.every((w) => text.includes(w)) ? TEXT : null;
}
