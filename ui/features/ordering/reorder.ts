// Ordering of a flag's rules and rollouts, without React.

/** The list with the item at `from` moved to index `to` (clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  next.splice(Math.max(0, to), 0, ...next.splice(from, 1));
  return next;
}

/** True when both lists hold the same ids in the same order. */
export function sameOrder(a: readonly { id: string }[], b: readonly { id: string }[]): boolean {
  return a.length === b.length && a.every((item, i) => item.id === b[i]?.id);
}

/**
 * The rank for a new rule or rollout: one past the highest. Ranks are 1..n after every delete, but
 * a rollout rank that is already taken is refused (API.md §3.8), so the count alone is not trusted.
 */
export function nextRank(items: readonly { rank: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.rank), items.length) + 1;
}
