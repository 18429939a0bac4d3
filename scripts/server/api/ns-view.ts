import { notFound } from '../core/errors';
import type { Services } from '../store/services';
import { nsRows, type NamespaceRow } from '../store/ns-rows';
import { formatMicros } from '../store/time';
import { goQuote } from '../core/quote';

/** A Namespace as the API returns it (API.md §2.2). */
export interface Namespace {
  key: string;
  name: string;
  description: string;
  protected: boolean;
  createdAt: string;
  updatedAt: string;
}

export function namespaceView(row: NamespaceRow): Namespace {
  return {
    key: row.key,
    name: row.name,
    description: row.description,
    protected: row.protected === 1,
    createdAt: formatMicros(row.created_at),
    updatedAt: formatMicros(row.updated_at),
  };
}

export const namespaceNotFound = (key: string) => notFound(`namespace ${goQuote(key)} not found`);

/** The namespace row, or Flipt's 404 `namespace "x" not found`. */
export function requireNamespace(services: Services, key: string): NamespaceRow {
  const row = nsRows(services.db).get.get(key);
  if (!row) throw namespaceNotFound(key);
  return row;
}
