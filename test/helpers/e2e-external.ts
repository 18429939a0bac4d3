// Browser tests against an external Flipt (FLIPT_URL) that serves this console: the server is
// brought back to a fresh database's state before each test file, and services that need a
// configuration of their own cannot be that server, so their tests skip and say why.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from './http';
import { projectRoot } from './server';

/** What a test file may ask of a service (mirrors e2e-app's ServiceOptions). */
interface Configured {
  env?: Record<string, string>;
  config?: Record<string, unknown>;
}

/** Why a service configured so cannot be the external Flipt, or undefined when it can. */
export function ownConfiguration(opts: Configured): string | undefined {
  const keys = [...Object.keys(opts.env ?? {}), ...Object.keys(opts.config ?? {}).map((k) => `${k}.*`)];
  return keys.length ? `needs a service of its own configured with ${keys.join(', ')}` : undefined;
}

async function must<T = any>(what: string, res: Promise<{ status: number; body: T; text: string }>): Promise<T> {
  const r = await res;
  if (r.status >= 300) throw new Error(`resetting FLIPT_URL: ${what}: ${r.status} ${r.text}`);
  return r.body;
}

/** Deletes every flag of a namespace (their rules, rollouts and variants go with them), then every segment. */
async function emptyNamespace(api: Client, key: string) {
  const ns = `/api/v1/namespaces/${key}`;
  const { flags } = await must<{ flags: { key: string }[] }>(`list flags of ${key}`, api.get(`${ns}/flags`));
  for (const flag of flags) await must(`delete flag ${key}/${flag.key}`, api.del(`${ns}/flags/${flag.key}`));
  const { segments } = await must<{ segments: { key: string }[] }>(`list segments of ${key}`, api.get(`${ns}/segments`));
  for (const segment of segments) await must(`delete segment ${key}/${segment.key}`, api.del(`${ns}/segments/${segment.key}`));
}

/**
 * Leaves the server as a fresh database has it: only the `default` namespace, with its migrated
 * name and description, and no flags or segments in it. Every namespace is emptied before it is
 * deleted: on PostgreSQL, Flipt v1.54 cannot force-delete a namespace whose rules use its
 * segments (a foreign key refuses it). FLIPT_URL must name a Flipt kept for tests.
 */
export async function resetFlipt(api: Client): Promise<void> {
  const { namespaces } = await must<{ namespaces: { key: string }[] }>('list namespaces', api.get('/api/v1/namespaces'));
  for (const { key } of namespaces) {
    await emptyNamespace(api, key);
    if (key !== 'default') await must(`delete namespace ${key}`, api.del(`/api/v1/namespaces/${key}`));
  }
  await must('rename default', api.put('/api/v1/namespaces/default', { name: 'Default', description: 'Default namespace' }));
}

/**
 * Fails unless the server at `url` serves this tree's console build: browser tests against a
 * Flipt that embeds another build (or Flipt's own console) would test something else.
 */
export async function assertServesThisConsole(url: string): Promise<void> {
  const built = readFileSync(join(projectRoot, 'embed', 'index.html'), 'utf8');
  const served = await (await fetch(`${url}/`)).text();
  if (served !== built) {
    throw new Error(`FLIPT_URL=${url} does not serve embed/index.html of this tree: build Flipt with this console in ui/ (README, "Shipping the console in Flipt v1.54")`);
  }
}
