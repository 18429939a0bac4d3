/** The document versions Flipt v1.54 reads; a document without `version` is read as the newest. */
export const VERSIONS = ['1.0', '1.1', '1.2', '1.3', '1.4'] as const;
export type Version = (typeof VERSIONS)[number];

/** Whether `version` has the fields introduced in `since`. */
export const hasFeature = (version: Version, since: Version) => VERSIONS.indexOf(version) >= VERSIONS.indexOf(since);
