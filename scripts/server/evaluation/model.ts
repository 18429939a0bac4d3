import type { EvalFlag } from '../../../ui/lib/evaluation/index';

/** A flag as the evaluation routes keep it: the engine's view plus what only the snapshot prints. */
export interface CachedFlag {
  eval: EvalFlag;
  /**
   * The default variant's attachment as stored: Flipt's snapshot prints it uncompacted (it reads
   * flags as its flag list does), while evaluation answers it compacted.
   */
  storedDefaultAttachment?: string;
  name: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

/** Everything evaluation and the snapshot need for one namespace, read in one go. */
export interface NamespaceData {
  key: string;
  /** The namespace's `state_modified_at` marker; null until the first write in it. */
  marker: number | null;
  /** SHA-1 hex of the marker, or undefined when there is no marker (then no ETag is sent). */
  etag: string | undefined;
  flags: Map<string, CachedFlag>;
  /** Flags in creation order (the snapshot lists them so). */
  ordered: CachedFlag[];
  /** Serialized snapshot bodies, keyed by the client-capability bits of `snapshotVariant`. */
  snapshots: Map<number, string>;
}
