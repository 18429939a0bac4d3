// What comparing two namespaces gives: every flag and segment of either, where it is, and for one
// in both that differs, its differences field by field, each with the part of the flag a promote
// copies it with.

/** Where an item is, and whether the two sides agree. */
export type Status = 'only-a' | 'only-b' | 'same' | 'different';

/**
 * The parts a promote copies separately: a flag's fields (name, description, metadata and, on
 * variant flags, enabled), its variants, its rules with the default variant, its rollouts with the
 * default value; a segment is copied whole.
 */
export type Part = 'fields' | 'variants' | 'rules' | 'rollouts' | 'segment';

export const FLAG_PARTS: readonly Part[] = ['fields', 'variants', 'rules', 'rollouts'];

/** One difference: what differs ("rule 2 distributions") and each side's value in words. */
export type Difference = { part: Part; what: string; a: string; b: string };

export type Kind = 'flag' | 'segment';

/** `refused`: why a promote would refuse A's side (the editor's rules), if it would. */
export type Entry = { kind: Kind; key: string; name: string; status: Status; differences: Difference[]; refused?: string[] };

export type Comparison = {
  a: string;
  b: string;
  /** Flags (A's order, then those only in B), then segments likewise. */
  entries: Entry[];
  counts: Record<Status, number>;
};

/** The id of an entry: "flag checkout", "segment eu". */
export const entryId = (e: { kind: Kind; key: string }) => `${e.kind} ${e.key}`;

/** The parts of an entry that differ, in the order a flag shows them. */
export function partsOf(entry: Entry): Part[] {
  if (entry.kind === 'segment') return ['segment'];
  return FLAG_PARTS.filter((p) => entry.differences.some((d) => d.part === p));
}

/** Words for a part, as the selection names it. */
export const PART_LABELS: Record<Part, string> = {
  fields: 'Fields and metadata',
  variants: 'Variants',
  rules: 'Rules and default variant',
  rollouts: 'Rollouts and default value',
  segment: 'Segment',
};
