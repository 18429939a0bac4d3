import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { migrateUserEvents, useUserEvents } from '../../../ui/stores/events';
import { resetStores } from '../../helpers/render';

test.before.each(resetStores);

const stored = () => JSON.parse(localStorage.getItem('event') ?? 'null') as unknown;

test('completing onboarding and dismissing the banner persist under "event"', () => {
  useUserEvents.getState().completeOnboarding();
  assert.equal(stored(), { state: { completedOnboarding: true, dismissedBanner_v1_49_0: false }, version: 1 });
  useUserEvents.getState().dismissBanner();
  assert.equal(stored(), { state: { completedOnboarding: true, dismissedBanner_v1_49_0: true }, version: 1 });
});

test("migrates version 0, Flipt's bare object", () => {
  assert.equal(migrateUserEvents({ completedOnboarding: true, dismissedBanner_v1_49_0: true }, 0), {
    completedOnboarding: true,
    dismissedBanner_v1_49_0: true,
  });
  assert.equal(migrateUserEvents({ completedOnboarding: true }, 0), { completedOnboarding: true, dismissedBanner_v1_49_0: false });
  assert.equal(migrateUserEvents([], 0), { completedOnboarding: false, dismissedBanner_v1_49_0: false });
});

test('a user who finished onboarding in Flipt does not see it again', async () => {
  localStorage.setItem('event', JSON.stringify({ completedOnboarding: true, dismissedBanner_v1_49_0: false }));
  await useUserEvents.persist.rehydrate();
  assert.is(useUserEvents.getState().completedOnboarding, true);
  assert.is(useUserEvents.getState().dismissedBanner_v1_49_0, false);
});

test.run();
