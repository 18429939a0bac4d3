// Connects the data layer (lib/http) to the stores it must not import: the CSRF token and the
// reference it sends, and SPEC §4's answer to a 401. Run before the first request (start-requests,
// Providers).
import { configureRequests, transport } from '../lib/http';
import { useCsrfToken } from '../stores/csrf';
import { useReference } from '../stores/reference';
import { issuerHref, useSession } from '../stores/session';

/**
 * SPEC §4 on a 401: forget the stored session and CSRF token, then send the browser to the
 * session's issuer (when that is a web address) or reload. With nothing stored there is nothing to reset, and reloading would
 * loop on a server that rejects every call, so the error is only thrown.
 */
export function handleUnauthorized(): void {
  const { session, clearSession } = useSession.getState();
  clearSession();
  useCsrfToken.getState().clearToken();
  if (!session) return;
  const issuer = issuerHref(session);
  if (issuer) transport.assign(issuer);
  else transport.reload();
}

/** Hands request() the stored CSRF token and reference and the 401 handling above. */
export function connectRequests(): void {
  configureRequests({
    csrfToken: () => useCsrfToken.getState().token,
    saveCsrfToken: (token) => useCsrfToken.getState().setToken(token),
    reference: () => useReference.getState().ref,
    onUnauthorized: handleUnauthorized,
  });
}
