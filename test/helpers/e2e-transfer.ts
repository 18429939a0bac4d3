// What the browser tests of deep copy, export/import and segment usage share: a namespace seeded
// from a features.yml text through the transfer executor, and a namespace read back as the
// features.yml text the console exports.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { exportNamespace, executePlan, planImport, readDocuments, type ReadDocument } from '../../ui/features/transfer';
import type { Client } from './http';
import { readState, sendWith } from './transfer-api';

/** Imports `text` into namespace `ns` (which must exist) through the API. */
export async function seedFeatures(api: Client, ns: string, text: string): Promise<void> {
  const plan = planImport(readDocuments(text)[0] as ReadDocument, await readState(api, ns));
  const run = await executePlan(plan.steps, sendWith(api));
  assert.is(run.failed, null, String(run.failed?.error));
}

/** The namespace as features.yml, read through the API. */
export const exportedText = async (api: Client, ns: string, flagKeys?: string[]) => exportNamespace(await readState(api, ns), flagKeys);

/** Runs `action` and returns the text of the file the page downloads meanwhile, with its name. */
export async function downloaded(page: Page, action: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}
