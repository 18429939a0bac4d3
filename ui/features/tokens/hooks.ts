// Auth-method and token hooks: the only SWR callers for them. Writes follow STYLE §3.
import useSWR, { useSWRConfig } from 'swr';
import { underKey } from '../../lib/swr';
import { authMethodKeys, createToken, deleteTokens, fetchAuthMethods, fetchTokens, tokenKeys } from './api';
import type { AuthMethod, CreatedToken, TokenInput } from './schema';

/** `GET auth/v1/method`, as SWR returns it. */
export const useAuthMethods = () => useSWR(authMethodKeys.list(), fetchAuthMethods);

/** One method's entry (e.g. 'METHOD_TOKEN') from the list, when loaded. */
export function useAuthMethod(method: string): AuthMethod | undefined {
  return useAuthMethods().data?.methods.find((m) => m.method === method);
}

/** Static tokens, as SWR returns them. Pass false to hold off (token method disabled). */
export const useTokens = (enabled = true) => useSWR(enabled ? tokenKeys.list() : null, fetchTokens);

/** Creates a token, then refreshes the list. Resolves to `{clientToken, authentication}`. */
export function useCreateToken(): (input: TokenInput) => Promise<CreatedToken> {
  const { mutate } = useSWRConfig();
  return async (input) => {
    const created = await createToken(input);
    await mutate(underKey(tokenKeys.all));
    return created;
  };
}

/**
 * Deletes tokens one by one, stopping at the first error, then refreshes the list either way
 * (some may be gone). Rethrows the failure for the caller to show.
 */
export function useDeleteTokens(): (ids: readonly string[]) => Promise<string[]> {
  const { mutate } = useSWRConfig();
  return async (ids) => {
    try {
      return await deleteTokens(ids);
    } finally {
      await mutate(underKey(tokenKeys.all));
    }
  };
}
