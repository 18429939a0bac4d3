// The update-available dot under 'new_notifications' in sessionStorage (SPEC §4, §9): a JSON
// boolean, true while the notification has not been seen in this browser session.
import * as v from 'valibot';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { plainStorage } from '../lib/storage';

const StoredNoticeSchema = v.object({ unseen: v.boolean() });

type UpdateNoticeState = { unseen: boolean };
type UpdateNoticeActions = { markSeen(): void };

export const initialUpdateNotice: UpdateNoticeState = { unseen: true };

/** The flag has only ever been stored as a JSON boolean. */
export function migrateUpdateNotice(stored: unknown, _version: number): UpdateNoticeState {
  return v.is(StoredNoticeSchema, stored) ? stored : initialUpdateNotice;
}

function decodeBoolean(raw: string): UpdateNoticeState | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'boolean' ? { unseen: value } : undefined;
  } catch {
    return undefined;
  }
}

export const useUpdateNotice = create<UpdateNoticeState & UpdateNoticeActions>()(
  persist(
    (set) => ({
      ...initialUpdateNotice,
      markSeen: () => set({ unseen: false }),
    }),
    {
      name: 'new_notifications',
      version: 1,
      storage: plainStorage<UpdateNoticeState>('session', 1, {
        decode: decodeBoolean,
        encode: (state) => JSON.stringify(state.unseen),
      }),
      partialize: ({ unseen }) => ({ unseen }),
      migrate: migrateUpdateNotice,
      merge: (stored, current) => {
        const parsed = v.safeParse(StoredNoticeSchema, stored);
        return parsed.success ? { ...current, ...parsed.output } : current;
      },
    },
  ),
);
