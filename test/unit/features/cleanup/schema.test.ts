// The report's days rule (ui/features/cleanup/schema): one schema checks what the operator types
// and what the address holds.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as v from 'valibot';
import { daysOf, DAYS_MESSAGE, SettingsSchema } from '../../../../ui/features/cleanup/schema';

test('a whole number of days, 0 or more, passes; anything else says so in one message', () => {
  assert.ok(v.safeParse(SettingsSchema, { days: 0 }).success);
  assert.ok(v.safeParse(SettingsSchema, { days: 90 }).success);
  for (const days of [-1, 1.5, NaN]) {
    const parsed = v.safeParse(SettingsSchema, { days });
    assert.is(parsed.success, false, `${days} is refused`);
    assert.is(parsed.issues?.[0]?.message, DAYS_MESSAGE);
  }
});

test("the address's days read by the same rule; absent or not whole falls back", () => {
  assert.is(daysOf('14', 30), 14);
  assert.is(daysOf('0', 30), 0);
  for (const text of ['', ' ', '-3', '2.5', 'ten']) assert.is(daysOf(text, 30), 30, `"${text}"`);
});

test.run();
