// The signed-in session, kept under 'session' (SPEC §3). The server owns the truth; this is the
// console's memory of the start-up check (SPEC §4) so a reload does not flash the login page.
import * as v from 'valibot';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { envelopeStorage } from '../lib/storage';

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
type SessionActions = { setSession(session: Session): void; clearSession(): void };

export const initialSession: SessionState = { session: null };

/**
 * Version 0 is Flipt's own format: the bare `{required, authenticated, self}` object.
 * Version 1 wraps it as `{session}`.
 */
export function migrateSession(stored: unknown, version: number): SessionState {
  if (version === 0) {
    const legacy = v.safeParse(SessionSchema, stored);
    return { session: legacy.success ? legacy.output : null };
  }
  const parsed = v.safeParse(StoredSessionSchema, stored);
  return parsed.success ? parsed.output : initialSession;
}

export const useSession = create<SessionState & SessionActions>()(
  persist(
    (set) => ({
      ...initialSession,
      setSession: (session) => set({ session }),
      clearSession: () => set({ session: null }),
    }),
    {
      name: 'session',
      version: 1,
      storage: envelopeStorage<SessionState>('local', (state) => state.session === null),
      partialize: ({ session }) => ({ session }),
      migrate: migrateSession,
      merge: (stored, current) => {
        const parsed = v.safeParse(StoredSessionSchema, stored);
        return parsed.success ? { ...current, ...parsed.output } : current;
      },
    },
  ),
);

/** The issuer a JWT session came from (`io.flipt.auth.jwt.issuer`), if any. */
export function sessionIssuer(session: Session | null | undefined): string | null {
  return session?.self?.metadata['io.flipt.auth.jwt.issuer'] || null;
}

/** Where to send the browser for an issuer: its URL when it has a scheme, else `//<issuer>`. */
export function issuerHref(issuer: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(issuer) ? issuer : `//${issuer}`;
}
