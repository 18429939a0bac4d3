import type { Path } from './errors';

/**
 * One validated state document, with Flipt's enum names already turned into the numbers the
 * database stores. `path` fields let later cross-reference checks point at the right line.
 */
export interface FeatureDoc {
  namespace: DocNamespace;
  flags: DocFlag[];
  segments: DocSegment[];
}

/** `name` and `description` are what Flipt takes when this document creates the namespace. */
export interface DocNamespace {
  key: string;
  name: string;
  description: string;
}

export interface DocFlag {
  path: Path;
  key: string;
  name: string;
  description: string;
  enabled: boolean;
  /** 0 variant, 1 boolean. */
  type: number;
  variants: DocVariant[];
  /** Key of the variant marked `default: true`. */
  defaultVariant: string | undefined;
  rules: DocRule[];
  rollouts: DocRollout[];
  /** The file's metadata as stored JSON text (keys in Go's order), or null when it has none. */
  metadata: string | null;
}

export interface DocVariant {
  key: string;
  name: string;
  description: string;
  /** Go-marshalled JSON text; `null` when the file gives none, as Flipt stores it. */
  attachment: string;
}

export interface DocRule {
  path: Path;
  segmentKeys: string[];
  /** 0 OR, 1 AND. */
  operator: number;
  distributions: DocDistribution[];
}

export interface DocDistribution {
  path: Path;
  variant: string;
  rollout: number;
}

export interface DocRollout {
  path: Path;
  /** 1 segment, 2 threshold. */
  type: number;
  value: boolean;
  percentage: number | null;
  segmentKeys: string[];
  operator: number;
}

export interface DocSegment {
  path: Path;
  key: string;
  name: string;
  description: string;
  /** 0 ALL, 1 ANY. */
  matchType: number;
  constraints: DocConstraint[];
}

export interface DocConstraint {
  /** 1 string, 2 number, 3 boolean, 4 datetime, 5 entity id. */
  type: number;
  property: string;
  operator: string;
  value: string;
  description: string;
}
