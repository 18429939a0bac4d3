// The CSRF token under 'x-csrf-token' (SPEC §7), a bare string as Flipt stores it. The server hands
// out a fresh token on every /meta/* response; lib/http.ts saves it and sends it on every call.
import * as v from 'valibot';
import { plainStorage } from '../lib/storage';
import { migrateTo, persistedStore } from './persisted';

const StoredCsrfSchema = v.object({ token: v.nullable(v.pipe(v.string(), v.nonEmpty())) });

type CsrfState = { token: string | null };

export const initialCsrf: CsrfState = { token: null };

/** The token has only ever been stored as a bare string. */
export const migrateCsrf = migrateTo(StoredCsrfSchema, initialCsrf);

export const useCsrfToken = persistedStore(
  'x-csrf-token',
  StoredCsrfSchema,
  initialCsrf,
  (set) => ({
    setToken: (token: string) => set({ token: token || null }),
    clearToken: () => set({ token: null }),
  }),
  plainStorage<CsrfState>('local', 1, { decode: (raw) => ({ token: raw || null }), encode: (state) => state.token }),
  migrateCsrf,
);
