/** Bounds on what a features directory may hold, so one file cannot exhaust memory or time. */
export const LIMITS = {
  /** One state file: twice what Flipt's export writes for 10,000 flags with rules. */
  fileBytes: 8 * 1024 * 1024,
  /** All state files together. */
  totalBytes: 32 * 1024 * 1024,
  /** The `.flipt.yml` index, a few globs, parsed on the request thread. */
  indexBytes: 64 * 1024,
  files: 1000,
  /** Heap of the thread that parses them; a larger parse fails as a load error, not a crash. */
  parserHeapMb: 1024,
  /** How long one load may take (32 MB of YAML parses in about 45 s on a slow core). */
  loadMs: 120_000,
} as const;

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
