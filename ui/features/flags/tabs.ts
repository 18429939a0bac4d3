// The contract between the flag page and the features that fill its tabs (SPEC §2 "Flag detail").
import type { Flag } from './schema';

/** Props every flag tab receives: the flag as loaded by the flag page, in its namespace. */
export type FlagTabProps = { namespaceKey: string; flag: Flag };
