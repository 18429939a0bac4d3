// Browser-test helpers for the rules and rollouts tabs: seeding flags, segments, rules and rollouts
// over the API, reading their stored order back, and dragging a card's handle with the mouse.
import type { Locator, Page } from 'playwright-core';
import type { Client } from './http';

const NS = '/api/v1/namespaces';

async function ok<T = any>(what: string, res: Promise<{ status: number; body: T; text: string }>): Promise<T> {
  const r = await res;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${r.text}`);
  return r.body;
}

/** Creates segments (key = name) that match everyone (no constraints, ALL match type). */
export async function seedSegments(api: Client, ns: string, keys: string[]): Promise<void> {
  for (const key of keys) await ok(`create segment ${key}`, api.post(`${NS}/${ns}/segments`, { key, name: key, matchType: 'ALL_MATCH_TYPE' }));
}

/** Creates a variant flag with variants of the given keys; resolves to variant ids by key. */
export async function seedVariantFlag(api: Client, ns: string, key: string, variants: string[]): Promise<Record<string, string>> {
  await ok(`create flag ${key}`, api.post(`${NS}/${ns}/flags`, { key, name: key, type: 'VARIANT_FLAG_TYPE', enabled: true }));
  const ids: Record<string, string> = {};
  for (const v of variants) ids[v] = (await ok<{ id: string }>(`create variant ${v}`, api.post(`${NS}/${ns}/flags/${key}/variants`, { key: v }))).id;
  return ids;
}

/** Creates a boolean flag. */
export const seedBooleanFlag = (api: Client, ns: string, key: string, enabled: boolean) =>
  ok(`create flag ${key}`, api.post(`${NS}/${ns}/flags`, { key, name: key, type: 'BOOLEAN_FLAG_TYPE', enabled }));

/** Creates a rule with its distributions; resolves to its id. */
export async function seedRule(api: Client, ns: string, flag: string, rank: number, segmentKeys: string[], distributions: { variantId: string; rollout: number }[] = []) {
  const rule = await ok<{ id: string }>('create rule', api.post(`${NS}/${ns}/flags/${flag}/rules`, { rank, segmentKeys, segmentOperator: 'OR_SEGMENT_OPERATOR' }));
  for (const d of distributions) await ok('create distribution', api.post(`${NS}/${ns}/flags/${flag}/rules/${rule.id}/distributions`, d));
  return rule.id;
}

/** Creates a rollout from its create body (rank plus threshold or segment). */
export const seedRollout = async (api: Client, ns: string, flag: string, body: Record<string, unknown>) =>
  (await ok<{ id: string }>('create rollout', api.post(`${NS}/${ns}/flags/${flag}/rollouts`, body))).id;

export type StoredRule = { id: string; segmentKey: string; segmentKeys: string[]; segmentOperator: string; distributions: { variantId: string; rollout: number }[] };
export type StoredRollout = { id: string; description: string; threshold?: { percentage: number; value: boolean }; segment?: { segmentKey: string; segmentKeys: string[]; segmentOperator: string; value: boolean } };

/** The flag's rules as stored, in rank order. */
export const storedRules = async (api: Client, ns: string, flag: string) => (await ok<{ rules: StoredRule[] }>('list rules', api.get(`${NS}/${ns}/flags/${flag}/rules`))).rules;

/** The flag's rollouts as stored, in rank order. */
export const storedRollouts = async (api: Client, ns: string, flag: string) =>
  (await ok<{ rules: StoredRollout[] }>('list rollouts', api.get(`${NS}/${ns}/flags/${flag}/rollouts`))).rules;

/** A rule's or rollout's segment keys, whichever field the server used. */
export const segmentsOf = (r: { segmentKey?: string; segmentKeys?: string[] }) => (r.segmentKeys?.length ? r.segmentKeys : r.segmentKey ? [r.segmentKey] : []);

/**
 * Drags `handle` with the mouse in small steps until the pointer is just inside the far edge of
 * `target` (below it when moving down, above it when moving up), then drops.
 */
export async function dragTo(page: Page, handle: Locator, target: Locator): Promise<void> {
  // The mouse works in viewport coordinates: bring the handle to the middle of the screen first.
  await handle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the handle or the target is not on screen');
  const x = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  const endY = to.y > from.y ? to.y + to.height - 4 : to.y + 4;
  await page.mouse.move(x, startY);
  await page.mouse.down();
  await page.mouse.move(x, endY, { steps: 12 });
  await page.mouse.up();
}

/**
 * Deletes the rule or rollout at `position` through its Actions menu, checking the confirmation
 * text, and waits for the success toast.
 */
export async function deleteCard(page: Page, kind: 'rule' | 'rollout', position: number): Promise<void> {
  // Flipt's test id for the card's menu button.
  await page.getByTestId(`${kind}-menu-button`).nth(position - 1).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(`Are you sure you want to delete this ${kind} at position ${position}? This action cannot be undone.`).waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByText(`Successfully deleted ${kind}`).first().waitFor();
}
