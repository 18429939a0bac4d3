// Segment usage: which flags use a segment, through which rule or rollout, for the segment page,
// the segments list's "used by" column and the guard before deleting a segment.
//
// The screens should build the index from the evaluation snapshot
// (`GET internal/v1/evaluation/snapshot/namespace/{key}`, usageFromSnapshot): one request for a
// whole namespace, where the flags API needs one for the flags plus two per flag (rules and
// rollouts), 20,001 requests at 10,000 flags. What the snapshot lacks is acceptable: rollouts have
// no id (link to the flag's rollouts tab by rank, which is unique per flag), and the rare rules of
// boolean flags or rollouts of variant flags, which only the API can create and evaluation ignores,
// are not in it; the server's own "in use" check still stops such a delete, and its message shows.
// usageFromFlags serves where the flags, rules and rollouts are loaded anyway (a flag page).
export type { FlagWithRules, SegmentRef, Snapshot } from './model';
export { deleteBlocker, usageFromFlags, usageFromSnapshot, usageOf, usedByCount, type FlagUse, type SegmentUsage, type UsageIndex, type Use } from './usage';
