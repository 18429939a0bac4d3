// The flag metadata the cleanup report reads (README "Ready to remove"): `lifecycle: permanent`
// keeps a flag out of the report; `owner` is shown with it; `expires` (a date) past its day is a
// reason of its own.

/** The metadata key and value that mark a flag as meant to stay. */
export const LIFECYCLE_KEY = 'lifecycle';
export const PERMANENT = 'permanent';
export const OWNER_KEY = 'owner';
export const EXPIRES_KEY = 'expires';

type Metadata = Record<string, unknown> | null | undefined;

/** Whether the flag's metadata says it is permanent (any letter case). */
export const isPermanent = (metadata: Metadata) => String(metadata?.[LIFECYCLE_KEY] ?? '').toLowerCase() === PERMANENT;

/** The owner the metadata names, if it names one as text. */
export const ownerOf = (metadata: Metadata) => (typeof metadata?.[OWNER_KEY] === 'string' ? (metadata[OWNER_KEY] as string) : null);

/** The expiry date the metadata gives when it is a valid date before `now`; null otherwise. */
export function expiredOn(metadata: Metadata, now: number): string | null {
  const value = metadata?.[EXPIRES_KEY];
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) || time > now ? null : value;
}
