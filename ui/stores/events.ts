// One-time user events under 'event' (SPEC §3): onboarding completed, promotional banner dismissed.
import * as v from 'valibot';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { envelopeStorage } from '../lib/storage';

const StoredEventsSchema = v.object({
  completedOnboarding: v.fallback(v.boolean(), false),
  dismissedBanner_v1_49_0: v.fallback(v.boolean(), false),
});

type UserEventsState = v.InferOutput<typeof StoredEventsSchema>;
type UserEventsActions = { completeOnboarding(): void; dismissBanner(): void };

export const initialUserEvents: UserEventsState = { completedOnboarding: false, dismissedBanner_v1_49_0: false };

/** Version 0 is Flipt's bare object, which has the same fields. */
export function migrateUserEvents(stored: unknown, _version: number): UserEventsState {
  const parsed = v.safeParse(StoredEventsSchema, stored);
  return parsed.success ? parsed.output : initialUserEvents;
}

export const useUserEvents = create<UserEventsState & UserEventsActions>()(
  persist(
    (set) => ({
      ...initialUserEvents,
      completeOnboarding: () => set({ completedOnboarding: true }),
      dismissBanner: () => set({ dismissedBanner_v1_49_0: true }),
    }),
    {
      name: 'event',
      version: 1,
      storage: envelopeStorage<UserEventsState>('local'),
      partialize: ({ completedOnboarding, dismissedBanner_v1_49_0 }) => ({ completedOnboarding, dismissedBanner_v1_49_0 }),
      migrate: migrateUserEvents,
      merge: (stored, current) => {
        const parsed = v.safeParse(StoredEventsSchema, stored);
        return parsed.success ? { ...current, ...parsed.output } : current;
      },
    },
  ),
);
