// What the browser tests of deep copy, export/import and segment usage share: a namespace seeded
// from a features.yml text through the transfer executor, a namespace read back as the
// features.yml text the console exports, and a file handed to the page's file chooser.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

const files = mkdtempSync(join(tmpdir(), 'flipt-e2e-files-'));
process.on('exit', () => rmSync(files, { recursive: true, force: true }));

/** Writes `text` to a file of that name for the file chooser; returns its path. */
export function fileWith(name: string, text: string): string {
  const path = join(files, name);
  writeFileSync(path, text);
  return path;
}

/**
 * Starts waiting for the file chooser. Playwright turns on its interception without waiting for the
 * browser to confirm, so a key pressed at once can open the chooser before it is intercepted: call
 * this before the steps that lead to the press, not in the same breath as it.
 */
export function fileChooser(page: Page) {
  const chooser = page.waitForEvent('filechooser', { timeout: 20_000 });
  chooser.catch(() => {}); // a test that fails before the press reports its own error, not this one
  return chooser;
}

/** Chooses a file holding `text` (named `name`) with the page's "Choose file…" button. */
export async function chooseFile(page: Page, name: string, text: string) {
  const chooser = fileChooser(page);
  await page.getByRole('button', { name: 'Choose file…' }).click();
  await (await chooser).setFiles(fileWith(name, text));
}
