// One-time user events under 'event' (SPEC §3): onboarding completed, promotional banner dismissed.
import * as v from 'valibot';
import { envelopeStorage } from '../lib/storage';
import { migrateTo, persistedStore } from './persisted';

const StoredEventsSchema = v.object({
  completedOnboarding: v.fallback(v.boolean(), false),
  dismissedBanner_v1_49_0: v.fallback(v.boolean(), false),
});

type UserEventsState = v.InferOutput<typeof StoredEventsSchema>;

export const initialUserEvents: UserEventsState = { completedOnboarding: false, dismissedBanner_v1_49_0: false };

/** Version 0 is Flipt's bare object, which has the same fields. */
export const migrateUserEvents = migrateTo(StoredEventsSchema, initialUserEvents);

export const useUserEvents = persistedStore(
  'event',
  StoredEventsSchema,
  initialUserEvents,
  (set) => ({
    completeOnboarding: () => set({ completedOnboarding: true }),
    dismissBanner: () => set({ dismissedBanner_v1_49_0: true }),
  }),
  envelopeStorage('local'),
  migrateUserEvents,
);
