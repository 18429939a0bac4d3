// A namespace's data as Flipt's API returns it (API.md §2): the input of export, import and copy.
// Only the fields these modules read; the screens fill them from the flags, rules, rollouts and
// segments endpoints.

export type NamespaceInfo = { key: string; name: string; description: string };

export type Variant = { id: string; key: string; name: string; description: string; attachment: string };

export type Flag = {
  key: string;
  name: string;
  description: string;
  type: string;
  enabled: boolean;
  variants: Variant[];
  defaultVariant?: { id: string } | null;
  metadata?: Record<string, unknown>;
};

export type Distribution = { id: string; variantId: string; rollout: number };

/** One segment (segmentKey) or several (segmentKeys with an operator), as the API encodes it. */
export type SegmentRef = { segmentKey: string; segmentKeys: string[]; segmentOperator: string };

export type Rule = SegmentRef & { id: string; rank: number; distributions: Distribution[] };

export type Rollout = {
  id: string;
  rank: number;
  description: string;
  segment?: SegmentRef & { value: boolean };
  threshold?: { percentage: number; value: boolean };
};

export type Constraint = { id: string; type: string; property: string; operator: string; value: string; description: string };

export type Segment = { key: string; name: string; description: string; matchType: string; constraints: Constraint[] };

/** A flag with its rules (variant flags) and rollouts (boolean flags). */
export type FlagState = Flag & { rules: Rule[]; rollouts: Rollout[] };

/** Everything in one namespace that export, import and copy work on. */
export type NamespaceState = { namespace: NamespaceInfo; flags: FlagState[]; segments: Segment[] };

/** The segment keys a rule or rollout uses. */
export const segmentKeysOf = (ref: SegmentRef): string[] => (ref.segmentKey ? [ref.segmentKey] : ref.segmentKeys ?? []);
