// Sign-in hooks.
import { toast } from '../../design/components';
import { errorText, transport } from '../../lib/http';
import { useAuthMethods } from '../tokens';
import { fetchAuthorizeUrl } from './api';
import { loginProviders, type LoginProvider } from './providers';

/** The sign-in providers from `GET auth/v1/method`, with SWR's loading and error state. */
export function useLoginProviders() {
  const { data, error, isLoading } = useAuthMethods();
  return { providers: data && loginProviders(data.methods), error, isLoading };
}

/**
 * Starts a provider's sign-in: asks for its authorize URL, then leaves for the identity provider.
 * A failure shows "Unable to authenticate: {message}" in the error toast.
 */
export async function signIn(provider: LoginProvider): Promise<void> {
  try {
    transport.assign(await fetchAuthorizeUrl(provider.authorizeUrl));
  } catch (error) {
    toast.error(`Unable to authenticate: ${errorText(error)}`);
  }
}
