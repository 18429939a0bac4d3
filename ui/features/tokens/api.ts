// Auth methods and static tokens (SPEC §7). No React here.
import { request } from '../../lib/http';
import { zonedToIso, type TimeMode } from '../../lib/time';
import { AuthMethodListSchema, CreatedTokenSchema, TokenListSchema, type Token, type TokenFormInput, type TokenInput } from './schema';

export const authMethodKeys = {
  all: ['auth-methods'] as const,
  list: () => ['auth-methods', 'list'] as const,
};

export const tokenKeys = {
  all: ['tokens'] as const,
  list: () => ['tokens', 'list'] as const,
};

export const fetchAuthMethods = (_key?: ReturnType<typeof authMethodKeys.list>) =>
  request('auth/v1/method', { schema: AuthMethodListSchema });

/** Pages are bounded so a misbehaving server cannot keep the console fetching forever. */
const MAX_TOKEN_PAGES = 100;

/**
 * `GET auth/v1/tokens?method=METHOD_TOKEN`, following `nextPageToken`: the server returns 25
 * tokens per page and Flipt's console showed only the first page.
 */
export async function fetchTokens(_key?: ReturnType<typeof tokenKeys.list>): Promise<Token[]> {
  const tokens: Token[] = [];
  let pageToken = '';
  for (let page = 0; page < MAX_TOKEN_PAGES; page++) {
    const list = await request('auth/v1/tokens', {
      query: { method: 'METHOD_TOKEN', pageToken: pageToken || undefined },
      schema: TokenListSchema,
    });
    tokens.push(...list.authentications);
    if (!list.nextPageToken || list.nextPageToken === pageToken) break;
    pageToken = list.nextPageToken;
  }
  return tokens;
}

/** `POST auth/v1/method/token`. The client token in the answer is shown once and never again. */
export const createToken = (input: TokenInput) =>
  request('auth/v1/method/token', { method: 'POST', body: input, schema: CreatedTokenSchema });

export const deleteToken = (id: string) => request(`auth/v1/tokens/${id}`, { method: 'DELETE' });

/**
 * Deletes tokens one call at a time, stopping at the first failure (SPEC §7). Resolves to the ids
 * deleted; on failure throws the error with `deleted` listing the ids removed before it.
 */
export async function deleteTokens(ids: readonly string[]): Promise<string[]> {
  const deleted: string[] = [];
  for (const id of ids) {
    try {
      await deleteToken(id);
    } catch (error) {
      throw Object.assign(error instanceof Error ? error : new Error(String(error)), { deleted });
    }
    deleted.push(id);
  }
  return deleted;
}

/**
 * The create body for a parsed form: empty optional fields left out, the expiry date taken as
 * midnight at the start of that day in the user's time mode.
 */
export function tokenInputFrom(form: TokenFormInput, mode: TimeMode, zone?: string): TokenInput {
  const input: TokenInput = { name: form.name };
  if (form.description) input.description = form.description;
  const expiresAt = form.expiresAt ? zonedToIso(form.expiresAt, undefined, mode, zone) : null;
  if (expiresAt) input.expiresAt = expiresAt;
  if (form.namespaceKey) input.namespaceKey = form.namespaceKey;
  return input;
}
