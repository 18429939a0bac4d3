import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Services } from '../store/services';
import { formatMicros, nowMicros } from '../store/time';

export type AuthMethod = 'METHOD_TOKEN' | 'METHOD_GITHUB' | 'METHOD_OIDC' | 'METHOD_KUBERNETES' | 'METHOD_JWT';

/** Flipt's `auth.Method` enum in number order; the list filter accepts names and numbers. */
export const METHOD_NAMES = [
  'METHOD_NONE',
  'METHOD_TOKEN',
  'METHOD_OIDC',
  'METHOD_KUBERNETES',
  'METHOD_GITHUB',
  'METHOD_JWT',
  'METHOD_CLOUD',
] as const;

/** An authentication as the API returns it (API.md §2.8), fields in proto order. */
export interface Authentication {
  id: string;
  method: AuthMethod;
  /** RFC 3339; absent when it never expires. */
  expiresAt?: string;
  createdAt?: string;
  updatedAt?: string;
  metadata: Record<string, string>;
}

export interface NewAuthentication {
  method: AuthMethod;
  expiresAt?: Date;
  metadata: Record<string, string>;
}

interface Row {
  id: string;
  method: number;
  metadata: string;
  expires_at: number | null;
  created_at: number;
  updated_at: number;
}

const COLUMNS = 'id, method, metadata, expires_at, created_at, updated_at';

/** 32 random bytes as Go's `base64.URLEncoding` writes them: URL-safe, `=` padded, 44 characters. */
function newClientToken(): string {
  return randomBytes(32).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Stores a new authentication under a fresh client token; the token is never stored, only its hash. */
export function createAuthentication(services: Services, input: NewAuthentication) {
  return storeAuthentication(services, input, newClientToken());
}

/** Stores an authentication for a token the caller chose (the configured bootstrap token). */
export function storeAuthentication(services: Services, input: NewAuthentication, clientToken: string) {
  const now = nowMicros();
  const row: Row = {
    id: randomUUID(),
    method: METHOD_NAMES.indexOf(input.method),
    metadata: JSON.stringify(input.metadata),
    expires_at: input.expiresAt ? input.expiresAt.getTime() * 1000 : null,
    created_at: now,
    updated_at: now,
  };
  services.sys
    .prepare(`INSERT INTO authentications (${COLUMNS}, hashed_client_token) VALUES (?, ?, ?, ?, ?, ?, ?)`)
    .run(row.id, row.method, row.metadata, row.expires_at, row.created_at, row.updated_at, hashToken(clientToken));
  return { clientToken, authentication: toAuthentication(row) };
}

/** The authentication a client token belongs to; undefined when unknown or expired. */
export function authenticationByToken(services: Services, clientToken: string): Authentication | undefined {
  const row = services.sys
    .prepare(`SELECT ${COLUMNS} FROM authentications WHERE hashed_client_token = ?`)
    .get(hashToken(clientToken)) as Row | undefined;
  if (!row || (row.expires_at !== null && row.expires_at < Date.now() * 1000)) return undefined;
  return toAuthentication(row);
}

export function authenticationById(services: Services, id: string): Authentication | undefined {
  const row = services.sys.prepare(`SELECT ${COLUMNS} FROM authentications WHERE id = ?`).get(id) as Row | undefined;
  return row && toAuthentication(row);
}

/** One page in creation order; `method` 0 means every method. Expired ones are listed too. */
export function listAuthentications(services: Services, q: { method: number; limit: number; offset: number }) {
  const where = q.method === 0 ? '' : 'WHERE method = ?';
  const args = q.method === 0 ? [] : [q.method];
  const rows = services.sys
    .prepare(`SELECT ${COLUMNS} FROM authentications ${where} ORDER BY created_at ASC LIMIT ? OFFSET ?`)
    .all(...args, q.limit + 1, q.offset) as Row[];
  return {
    authentications: rows.slice(0, q.limit).map(toAuthentication),
    nextPageToken: rows.length > q.limit ? String(q.offset + q.limit) : '',
  };
}

export function hasAuthentications(services: Services, method: AuthMethod): boolean {
  return services.sys.prepare('SELECT 1 FROM authentications WHERE method = ? LIMIT 1').get(METHOD_NAMES.indexOf(method)) !== undefined;
}

export function deleteAuthentication(services: Services, id: string) {
  services.sys.prepare('DELETE FROM authentications WHERE id = ?').run(id);
}

/** Sets the expiry only: Flipt's expire-self leaves `updatedAt` alone. */
export function expireAuthentication(services: Services, id: string, at: Date) {
  services.sys.prepare('UPDATE authentications SET expires_at = ? WHERE id = ?').run(at.getTime() * 1000, id);
}

function toAuthentication(row: Row): Authentication {
  return {
    id: row.id,
    method: METHOD_NAMES[row.method] as AuthMethod,
    ...(row.expires_at !== null ? { expiresAt: formatMicros(row.expires_at) } : {}),
    createdAt: formatMicros(row.created_at),
    updatedAt: formatMicros(row.updated_at),
    metadata: sortedMetadata(JSON.parse(row.metadata) as Record<string, string>),
  };
}

/** protojson writes map entries in key order. */
function sortedMetadata(metadata: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.keys(metadata).sort().map((k) => [k, metadata[k] as string]));
}
