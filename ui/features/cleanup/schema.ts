// The report's settings as the form engine checks them: N of "unchanged for N days" is a whole
// number, 0 or more. The same rule reads `?days=` from the address (anything else: the default).
import * as v from 'valibot';

export const DAYS_MESSAGE = 'Enter a whole number of days, 0 or more.';

/** N of "unchanged for N days". */
export const DaysSchema = v.pipe(v.number(DAYS_MESSAGE), v.check((n) => Number.isInteger(n) && n >= 0, DAYS_MESSAGE));

/** The report's form. */
export const SettingsSchema = v.object({ days: DaysSchema });

/** The days in the address's text, by DaysSchema; `fallback` when absent or not a whole number. */
export function daysOf(text: string, fallback: number): number {
  const parsed = v.safeParse(DaysSchema, /^\s*$/.test(text) ? NaN : Number(text));
  return parsed.success ? parsed.output : fallback;
}
