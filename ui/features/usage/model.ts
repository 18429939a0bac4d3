// The inputs of the usage index, as Flipt's API returns them: a namespace's flags with their
// rules and rollouts (API.md §2.3–2.6), or the evaluation snapshot of the namespace (API.md §4.4).
// Only the fields the index reads.

/** One segment (`segmentKey`) or several (`segmentKeys`), as rules and rollouts carry them. */
export type SegmentRef = { segmentKey?: string; segmentKeys?: string[] };

export type FlagWithRules = {
  key: string;
  name: string;
  type: string;
  rules: (SegmentRef & { id: string; rank: number })[];
  rollouts: { id: string; rank: number; segment?: SegmentRef | null }[];
};

type SnapshotSegment = { key: string };

/** `GET /internal/v1/evaluation/snapshot/namespace/{key}`. */
export type Snapshot = {
  namespace: { key: string };
  flags: {
    key: string;
    name: string;
    type: string;
    rules?: { id: string; rank: number; segments?: SnapshotSegment[] }[];
    rollouts?: { rank: number; segment?: { segments?: SnapshotSegment[] } | null }[];
  }[];
};
