// The signed-in session, kept under 'session' (SPEC §3). The server owns the truth; this is the
// console's memory of the start-up check (SPEC §4) so a reload does not flash the login page.
import * as v from 'valibot';
import { envelopeStorage } from '../lib/storage';
import { webUrl } from '../lib/url';
import { forgetLastVisit } from './last-visit';
import { parseOr, persistedStore } from './persisted';

/** The `auth/v1/self` payload as far as the console reads it. */
export const SelfSchema = v.looseObject({
  id: v.optional(v.string(), ''),
  method: v.string(),
  metadata: v.optional(v.record(v.string(), v.string()), {}),
  expiresAt: v.optional(v.string()),
  createdAt: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
});
export type Self = v.InferOutput<typeof SelfSchema>;

export const SessionSchema = v.object({
  required: v.boolean(),
  authenticated: v.boolean(),
  self: v.optional(SelfSchema),
});
export type Session = v.InferOutput<typeof SessionSchema>;

const StoredSessionSchema = v.object({ session: v.nullable(SessionSchema) });

type SessionState = { session: Session | null };

export const initialSession: SessionState = { session: null };

/**
 * Version 0 is Flipt's own format: the bare `{required, authenticated, self}` object.
 * Version 1 wraps it as `{session}`.
 */
export function migrateSession(stored: unknown, version: number): SessionState {
  return version === 0 ? { session: parseOr(SessionSchema, stored, null) } : parseOr(StoredSessionSchema, stored, initialSession);
}

export const useSession = persistedStore(
  'session',
  StoredSessionSchema,
  initialSession,
  (set) => ({
    setSession: (session: Session) => set({ session }),
    // A session that ends takes the last visit's kept answers with it (issue 28 item 3).
    clearSession: () => {
      forgetLastVisit();
      set({ session: null });
    },
  }),
  envelopeStorage<SessionState>('local', (state) => state.session === null),
  migrateSession,
);

/** True when the remembered session says API calls will not be refused for lack of a sign-in. */
export function sessionAllowsCalls(): boolean {
  const { session } = useSession.getState();
  return session?.required === false || session?.authenticated === true;
}

/** The issuer a JWT session came from (`io.flipt.auth.jwt.issuer`), if any. */
export function sessionIssuer(session: Session | null | undefined): string | null {
  return session?.self?.metadata['io.flipt.auth.jwt.issuer'] || null;
}

/**
 * Where to send the browser for the session's issuer (SPEC §4): its URL when it has a scheme, else
 * `//<issuer>`; null without an issuer, or when that is not an http(s) address (issue 43: a token's
 * `iss` of `javascript://…` must not reach the location).
 */
export function issuerHref(session: Session | null | undefined): string | null {
  const issuer = sessionIssuer(session);
  if (!issuer) return null;
  return webUrl(/^[a-z][a-z0-9+.-]*:\/\//i.test(issuer) ? issuer : `//${issuer}`);
}
