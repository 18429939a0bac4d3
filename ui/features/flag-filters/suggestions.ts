// Metadata keys and values to suggest while a chip is typed, from the namespace's flags, most
// used first.
import { metadataText, type FilterableFlag, type MetadataChip } from './filters';

/** A suggestion and how many flags have it. */
export type Suggestion = { text: string; count: number };

function ranked(counts: Map<string, number>, typed: string): Suggestion[] {
  const needle = typed.trim().toLowerCase();
  return [...counts]
    .filter(([text]) => text.toLowerCase().includes(needle))
    .map(([text, count]) => ({ text, count }))
    .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text));
}

/** Metadata keys holding `typed` (any case), except keys already in a chip. */
export function metadataKeySuggestions(flags: FilterableFlag[], typed = '', chips: MetadataChip[] = []): Suggestion[] {
  const counts = new Map<string, number>();
  for (const flag of flags) for (const key of Object.keys(flag.metadata ?? {})) counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const chip of chips) counts.delete(chip.key);
  return ranked(counts, typed);
}

/** The values (as text) flags hold under `key`, holding `typed`. */
export function metadataValueSuggestions(flags: FilterableFlag[], key: string, typed = ''): Suggestion[] {
  const counts = new Map<string, number>();
  for (const flag of flags) {
    const metadata = flag.metadata ?? {};
    if (!Object.hasOwn(metadata, key)) continue;
    const text = metadataText(metadata[key]);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return ranked(counts, typed);
}
