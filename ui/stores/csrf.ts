// The CSRF token under 'x-csrf-token' (SPEC §7), a bare string as Flipt stores it. The server hands
// out a fresh token on every /meta/* response; lib/http.ts saves it and sends it on every call.
import * as v from 'valibot';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { plainStorage } from '../lib/storage';

const StoredCsrfSchema = v.object({ token: v.nullable(v.pipe(v.string(), v.nonEmpty())) });

type CsrfState = { token: string | null };
type CsrfActions = { setToken(token: string): void; clearToken(): void };

export const initialCsrf: CsrfState = { token: null };

/** The token has only ever been stored as a bare string. */
export function migrateCsrf(stored: unknown, _version: number): CsrfState {
  const parsed = v.safeParse(StoredCsrfSchema, stored);
  return parsed.success ? parsed.output : initialCsrf;
}

export const useCsrfToken = create<CsrfState & CsrfActions>()(
  persist(
    (set) => ({
      ...initialCsrf,
      setToken: (token) => set({ token: token || null }),
      clearToken: () => set({ token: null }),
    }),
    {
      name: 'x-csrf-token',
      version: 1,
      storage: plainStorage<CsrfState>('local', 1, {
        decode: (raw) => ({ token: raw || null }),
        encode: (state) => state.token,
      }),
      partialize: ({ token }) => ({ token }),
      migrate: migrateCsrf,
      merge: (stored, current) => {
        const parsed = v.safeParse(StoredCsrfSchema, stored);
        return parsed.success ? { ...current, ...parsed.output } : current;
      },
    },
  ),
);
