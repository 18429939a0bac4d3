// Session start, self and logout calls (SPEC §4, §7). No React here.
import { request } from '../../lib/http';
import { webUrl } from '../../lib/url';
import { useSession, type Self, type Session } from '../../stores/session';
import { fetchInfo } from '../meta';
import type { Info } from '../meta';
import { ExpireSchema, SelfSchema, USER_METHODS, type User } from './schema';

export const sessionKeys = {
  all: ['session'] as const,
  start: () => ['session', 'start'] as const,
  self: () => ['session', 'self'] as const,
};

/**
 * `GET auth/v1/self`. A 401 here only means "not signed in" (Flipt answers 401 when
 * authentication is off), so it must not trigger the reload of SPEC §4's 401 handling.
 */
export const fetchSelf = (): Promise<Self> => request('auth/v1/self', { schema: SelfSchema, unauthorized: 'throw' });

let early: Promise<Self> | null = null;

/**
 * Starts `GET auth/v1/self` before the server check answers (page start-up), so the two calls
 * overlap; the session start then consumes this answer once instead of asking again.
 */
export function prefetchSelf(): void {
  early = fetchSelf();
  early.catch(() => undefined); // Consumed (and judged) by resumeSession.
}

function takeSelf(): Promise<Self> {
  const pending = early ?? fetchSelf();
  early = null;
  return pending;
}

/** `PUT auth/v1/self/expire` with `{}`: ends the session. */
export const expireSelf = (): Promise<unknown> => request('auth/v1/self/expire', { method: 'PUT', body: {}, schema: ExpireSchema });

export type StartResult = { session: Session | null; info: Info | null; error: unknown };

/** SPEC §4: when the server cannot be checked, the stored session is cleared. */
export function dropSession(): void {
  useSession.getState().clearSession();
}

/**
 * SPEC §4 after a successful server check: clear a stored session whose `required` disagrees with
 * the server, then ask who the user is. Success means authenticated; failure means
 * authentication is not required. Stores and returns the new session.
 */
export async function resumeSession(info: Info): Promise<Session> {
  const required = info.authentication?.required ?? false;
  const stored = useSession.getState().session;
  if (stored && stored.required !== required) dropSession();
  let session: Session;
  try {
    session = { required: true, authenticated: true, self: await takeSelf() };
  } catch {
    session = { required: false, authenticated: false };
  }
  useSession.getState().setSession(session);
  return session;
}

/** The whole SPEC §4 session start outside React: check the server, then resume the session. */
export async function startSession(): Promise<StartResult> {
  let info: Info;
  try {
    info = await fetchInfo();
  } catch (error) {
    dropSession();
    return { session: null, info: null, error };
  }
  return { session: await resumeSession(info), info, error: null };
}

/** The user behind a session from GitHub, OIDC or JWT (SPEC §3); null for any other session. */
export function userFromSelf(self: Self | undefined): User | null {
  const method = self ? USER_METHODS[self.method as keyof typeof USER_METHODS] : undefined;
  if (!self || !method) return null;
  const meta = self.metadata;
  const field = (name: string) => meta[`io.flipt.auth.${method}.${name}`] || null;
  return {
    name: field('name') || meta['io.flipt.auth.name'] || 'User',
    // Flipt never fills preferred_username for OIDC, so the e-mail stands in for the login.
    login: field('preferred_username') ?? field('email') ?? (meta['io.flipt.auth.email'] || null),
    // The token's picture is an address like any other from it: only an http(s) one is shown.
    imgURL: webUrl(field('picture') ?? meta['io.flipt.auth.picture']),
    issuer: method === 'jwt' ? field('issuer') : null,
  };
}
