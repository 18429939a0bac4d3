// The update-available dot under 'new_notifications' in sessionStorage (SPEC §4, §9): a JSON
// boolean, true while the notification has not been seen in this browser session.
import * as v from 'valibot';
import { parseJson, plainStorage } from '../lib/storage';
import { migrateTo, persistedStore } from './persisted';

const StoredNoticeSchema = v.object({ unseen: v.boolean() });

type UpdateNoticeState = { unseen: boolean };

export const initialUpdateNotice: UpdateNoticeState = { unseen: true };

/** The flag has only ever been stored as a JSON boolean. */
export const migrateUpdateNotice = migrateTo(StoredNoticeSchema, initialUpdateNotice);

export const useUpdateNotice = persistedStore(
  'new_notifications',
  StoredNoticeSchema,
  initialUpdateNotice,
  (set) => ({ markSeen: () => set({ unseen: false }) }),
  plainStorage<UpdateNoticeState>('session', 1, {
    // Anything but a boolean is dropped by the schema on the way in.
    decode: (raw) => ({ unseen: parseJson(raw) as boolean }),
    encode: (state) => JSON.stringify(state.unseen),
  }),
  migrateUpdateNotice,
);
