import type { Statement } from 'better-sqlite3';

/**
 * Gives the listed ids ranks 1..n with one shared `updatedAt`, as Flipt's order endpoints and
 * post-delete re-ranking do. `setRank` is scoped to the flag, so foreign ids change nothing
 * and unlisted siblings keep their rank.
 */
export function assignRanks(setRank: Statement, ids: readonly string[], ns: string, flag: string, now: number) {
  ids.forEach((id, i) => setRank.run(i + 1, now, id, ns, flag));
}
