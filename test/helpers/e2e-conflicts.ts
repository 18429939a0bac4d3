// What the two-operator browser tests share (e2e/conflicts, e2e/conflicts-deletes, e2e/conflicts-gone):
// pages that do not poll on their own or poll fast, the conflict view, and the flag and segment forms' controls.
import type { Locator, Page } from 'playwright-core';

/** Live refresh once an hour: each test decides when a page learns of the other operator's change. */
export const QUIET = { storage: { live_refresh_ms: '3600000' } };

/** Live refresh every 400 ms, and the time within which a page learns of a change on a busy machine. */
export const LIVE = { storage: { live_refresh_ms: '400' } };
export const LIVE_WITHIN = 4400;

export const conflictView = (page: Page) => page.getByRole('dialog', { name: /changed elsewhere$/ });
export const flagForm = (page: Page) => page.getByRole('form', { name: 'Flag', exact: true });
export const segmentForm = (page: Page) => page.getByRole('form', { name: 'Segment', exact: true });
export const field = (form: Locator, name: string) => form.getByRole('textbox', { name: new RegExp(`^${name}`) });
export const update = (form: Locator) => form.getByRole('button', { name: 'Update', exact: true });

/** Waits for a save's toast. */
export async function saved(page: Page, text: string) {
  await page.getByText(text).first().waitFor();
}
