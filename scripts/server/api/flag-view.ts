import { notFound } from '../core/errors';
import type { Services } from '../store/services';
import { flagRows, type FlagRow } from '../store/flag-rows';
import { variantRows, type VariantRow } from '../store/variant-rows';
import { formatMicros } from '../store/time';
import { compactJson } from './variant-attachment';
import { goQuote } from '../core/quote';
import { RawJson } from '../core/json-text';

export const FLAG_TYPES = ['VARIANT_FLAG_TYPE', 'BOOLEAN_FLAG_TYPE'] as const;
export type FlagTypeName = (typeof FLAG_TYPES)[number];

/** A Variant as the API returns it (API.md §2.3). */
export interface Variant {
  id: string;
  flagKey: string;
  key: string;
  name: string;
  description: string;
  createdAt: string;
  updatedAt: string;
  attachment: string;
  namespaceKey: string;
}

/** A Flag as the API returns it; `defaultVariant` and `metadata` are omitted when unset. */
export interface Flag {
  key: string;
  name: string;
  description: string;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
  variants: Variant[];
  namespaceKey: string;
  type: FlagTypeName;
  defaultVariant?: Variant;
  /** As stored (the text of a JSON object), or as sent in a create. */
  metadata?: Record<string, unknown> | RawJson;
}

/** `compact` gives the GET-single form; lists return the attachment text exactly as stored. */
export function variantView(row: VariantRow, compact: boolean): Variant {
  return {
    id: row.id,
    flagKey: row.flag_key,
    key: row.key,
    name: row.name,
    description: row.description,
    createdAt: formatMicros(row.created_at),
    updatedAt: formatMicros(row.updated_at),
    attachment: compact ? compactJson(row.attachment) : row.attachment,
    namespaceKey: row.namespace_key,
  };
}

/** Builds the Flag from its row and its variants (already in creation order). */
export function flagView(row: FlagRow, variants: Variant[], withEmptyMetadata: boolean): Flag {
  const flag: Flag = {
    key: row.key,
    name: row.name,
    description: row.description,
    enabled: row.enabled === 1,
    createdAt: formatMicros(row.created_at),
    updatedAt: formatMicros(row.updated_at),
    variants,
    namespaceKey: row.namespace_key,
    type: FLAG_TYPES[row.type] ?? 'VARIANT_FLAG_TYPE',
  };
  const fallback = variants.find((v) => v.id === row.default_variant_id);
  if (fallback) flag.defaultVariant = fallback;
  // Stored as JSON.stringify wrote it, so it goes out as it is: a flag with 100,000 keys is never parsed.
  if (row.metadata !== null) flag.metadata = new RawJson(row.metadata);
  else if (withEmptyMetadata) flag.metadata = {};
  return flag;
}

/** Flipt's 404 for a flag: `flag "ns/key" not found`. */
export const flagNotFound = (ns: string, key: string) => notFound(`flag ${goQuote(`${ns}/${key}`)} not found`);

/**
 * The flag as GET /flags/{key} returns it (compacted attachments, no `metadata` key when none
 * is stored), or undefined when the flag does not exist.
 */
export function readFlag(services: Services, ns: string, key: string): Flag | undefined {
  const row = flagRows(services.db).get.get(ns, key);
  if (!row) return undefined;
  const variants = variantRows(services.db).ofFlag.all(ns, key).map((v) => variantView(v, true));
  return flagView(row, variants, false);
}

/** Flags of a namespace as the list endpoint renders them: raw attachments, `metadata: {}` when none. */
export function listFlagViews(services: Services, rows: FlagRow[]): Flag[] {
  if (rows.length === 0) return [];
  const byFlag = new Map<string, Variant[]>(rows.map((r) => [r.key, []]));
  const keys = JSON.stringify(rows.map((r) => r.key));
  for (const v of variantRows(services.db).ofFlags.all(rows[0]!.namespace_key, keys)) {
    byFlag.get(v.flag_key)?.push(variantView(v, false));
  }
  return rows.map((r) => flagView(r, byFlag.get(r.key) ?? [], true));
}
