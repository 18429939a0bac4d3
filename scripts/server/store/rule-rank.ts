import type { Statement } from 'better-sqlite3';

/**
 * Gives the listed ids ranks 1..n with one shared `updatedAt`, as Flipt's order endpoints and
 * post-delete re-ranking do. `setRank` is scoped to the flag, so foreign ids change nothing
 * and unlisted siblings keep their rank.
 */
export function assignRanks(setRank: Statement, ids: readonly string[], ns: string, flag: string, now: number) {
  ids.forEach((id, i) => setRank.run(i + 1, now, id, ns, flag));
}

/**
 * `assignRanks` for an order request, which may list any number of ids: only `own` ids (the
 * flag's) can change, each to the rank of its last place in the list, which is what running
 * the list's updates one by one leaves. Costs the flag's ids, not the list's length in queries.
 */
export function assignListedRanks(setRank: Statement, own: readonly string[], ids: readonly string[], ns: string, flag: string, now: number) {
  const mine = new Set(own);
  const ranks = new Map<string, number>();
  for (let i = 0; i < ids.length; i++) if (mine.has(ids[i] as string)) ranks.set(ids[i] as string, i + 1);
  for (const [id, rank] of ranks) setRank.run(rank, now, id, ns, flag);
}
