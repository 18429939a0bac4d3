// Session hooks: start-up check, current user, logout. The only SWR callers for the session.
import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import { toast } from '../../design/components';
import { errorText, transport } from '../../lib/http';
import { paths } from '../../lib/paths';
import { fromLastVisit } from '../../stores/last-visit';
import { issuerHref, useSession } from '../../stores/session';
import { fetchInfo, metaKeys } from '../meta';
import type { Info } from '../meta';
import { dropSession, expireSelf, resumeSession, sessionKeys, userFromSelf } from './api';
import type { StartStatus, User } from './schema';

const ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, shouldRetryOnError: false };

/**
 * Runs SPEC §4's session start once per page load and reports its load status for the
 * full-screen loader: 'loading' until the server and user checks finish, then 'succeeded', or
 * 'failed' (with the error) while the server cannot be checked. The server check is the shared
 * `/meta/info` entry, so other meta hooks never ask twice; when it recovers (SWR retries server
 * errors) the start completes. Pass false to hold it ('idle').
 */
export function useSessionStart(enabled = true): { status: StartStatus; error: unknown } {
  const info = useSWR(enabled ? metaKeys.info() : null, fetchInfo);
  // The last visit's answer (drawn while the server is asked, issue 28) checks nothing.
  const checked = info.data !== undefined && !fromLastVisit(info.data);
  const serverDown = Boolean(info.error) && !checked;
  useEffect(() => {
    if (serverDown) dropSession();
  }, [serverDown]);
  const resumed = useSWR(enabled && checked ? sessionKeys.start() : null, () => resumeSession(info.data as Info), ONCE);
  if (!enabled) return { status: 'idle', error: null };
  if (serverDown) return { status: 'failed', error: info.error };
  if (resumed.error) return { status: 'failed', error: resumed.error };
  return resumed.data ? { status: 'succeeded', error: null } : { status: 'loading', error: null };
}

/** The signed-in GitHub, OIDC or JWT user (SPEC §3); null otherwise. */
export function useCurrentUser(): User | null {
  const session = useSession((s) => s.session);
  return useMemo(() => (session?.authenticated ? userFromSelf(session.self) : null), [session]);
}

/**
 * Logout (SPEC §4): expire the session, then go to the issuer (JWT, when a web address) or /login. On failure the
 * error toast shows and nothing moves. Resolves to whether the session ended.
 */
export function useLogout(): () => Promise<boolean> {
  const [, navigate] = useLocation();
  return async () => {
    const issuer = issuerHref(useSession.getState().session);
    try {
      await expireSelf();
    } catch (error) {
      toast.error(errorText(error));
      return false;
    }
    useSession.getState().clearSession();
    if (issuer) transport.assign(issuer);
    else navigate(paths.login());
    return true;
  };
}
