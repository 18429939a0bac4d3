// The requests that used to hold the local service's event loop longest (issue 30), each at the
// size the issue measured, within the 4 MiB body limit. A case sets up its data once through the
// API and returns `send()`, one request (or, for a declarative load, one file change until the
// new state is served) that a trial times while the ping runs.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { keepAlive, must, send } from './send.mjs';

const json = { 'content-type': 'application/json', 'accept-encoding': 'gzip' };
const NS = '/api/v1/namespaces';

/** Sends one request and fails loudly unless it answers `status`. */
async function expect(agent, base, method, path, body, status = 200) {
  const res = await send(agent, base, { method, path, headers: json, body }, 60_000);
  if (res.status !== status) throw new Error(`${method} ${path.slice(0, 80)}: ${res.error?.message ?? `${res.status} ${res.text.slice(0, 200)}`}`);
  return res;
}

/** Runs `make(i)` for 0..n-1, `width` at a time (setting up thousands of rows over HTTP). */
async function createMany(n, width, make) {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < n) await make(next++);
  }));
}

async function namespace(agent, base, key) {
  await must(agent, base, 'POST', NS, { key, name: key });
  return `${NS}/${key}`;
}

/** 2,000 flags of about 1.9 kB each (40 metadata keys), shared by the list cases: a 3.8 MB list. */
async function bigList(agent, base) {
  const at = await namespace(agent, base, 'big-list');
  const metadata = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field-${i}`, 'x'.repeat(30)]));
  const agents = Array.from({ length: 4 }, () => keepAlive());
  await createMany(2000, 4, (i) => must(agents[i % 4], base, 'POST', `${at}/flags`, { key: `f${i}`, name: `Flag ${i}`, description: 'd'.repeat(200), metadata }));
  return `${at}/flags`;
}

/** How many clients ask for the big list at once in the concurrent cases. */
export const LIST_CLIENTS = 12;

/**
 * `clients` GETs of the big list at once, each on a connection of its own, right after a write
 * to the namespace, so that no trial is answered from a page an earlier one built: the same page
 * for every client, or with `distinct` a page of its own for each (limits of 2,000 and up, the
 * same flags). A trial ends when the last answer is in.
 */
function listRequests(agent, base, path, clients, distinct = false) {
  const agents = Array.from({ length: clients }, () => keepAlive());
  let version = 0;
  return async () => {
    await expect(agent, base, 'PUT', `${path}/f0`, JSON.stringify({ name: `Flag 0 v${++version}` }));
    const paths = agents.map((_, i) => (distinct ? `${path}?limit=${2000 + i}` : path));
    return (await Promise.all(agents.map((a, i) => expect(a, base, 'GET', paths[i])))).at(-1);
  };
}

/** A flag with three rules, a segment, a variant and a distribution. */
async function ruledFlag(agent, base, ns) {
  const at = await namespace(agent, base, ns);
  await must(agent, base, 'POST', `${at}/flags`, { key: 'f', name: 'F', enabled: true });
  await must(agent, base, 'POST', `${at}/segments`, { key: 's', name: 'S', matchType: 'ANY_MATCH_TYPE' });
  const variant = await must(agent, base, 'POST', `${at}/flags/f/variants`, { key: 'on', name: 'On' });
  const rules = [];
  for (let rank = 1; rank <= 3; rank++) rules.push((await must(agent, base, 'POST', `${at}/flags/f/rules`, { segmentKey: 's', rank })).id);
  await must(agent, base, 'POST', `${at}/flags/f/rules/${rules[0]}/distributions`, { variantId: variant.id, rollout: 100 });
  return { at, rules };
}

/** PUT …/rules/order with 150,000 ids (2 MB), the flag's own three at the end. */
async function bigOrder(agent, base) {
  const { at, rules } = await ruledFlag(agent, base, 'big-order');
  return orderRequest(at, rules, (body) => expect(agent, base, 'PUT', `${at}/flags/f/rules/order`, body));
}

export function orderRequest(at, rules, put) {
  const ids = Array.from({ length: 150_000 - rules.length }, (_, i) => `no-${String(i).padStart(8, '0')}`).concat(rules);
  const body = JSON.stringify({ ruleIds: ids });
  return () => put(body);
}

/** /evaluate/v1/batch with 48,000 requests (3.8 MB). */
async function bigBatch(agent, base) {
  await ruledFlag(agent, base, 'big-batch');
  const one = (i) => ({ namespaceKey: 'big-batch', flagKey: 'f', entityId: `e${i}`, context: { p: 'x' } });
  const body = JSON.stringify({ requests: Array.from({ length: 48_000 }, (_, i) => one(i)) });
  return () => expect(agent, base, 'POST', '/evaluate/v1/batch', body);
}

/** PUT a flag with 100,000 metadata keys (2 MB). */
async function bigMetadata(agent, base) {
  const at = await namespace(agent, base, 'big-metadata');
  await must(agent, base, 'POST', `${at}/flags`, { key: 'f', name: 'F' });
  const metadata = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`key-${i}`, i]));
  const body = JSON.stringify({ name: 'F', metadata });
  return () => expect(agent, base, 'PUT', `${at}/flags/f`, body);
}

/** /evaluate/v1/variant with a context of 150,000 keys (2.6 MB). */
async function bigContext(agent, base) {
  await ruledFlag(agent, base, 'big-context');
  const context = Object.fromEntries(Array.from({ length: 150_000 }, (_, i) => [`k${i}`, 'v']));
  const body = JSON.stringify({ namespaceKey: 'big-context', flagKey: 'f', entityId: 'e', context });
  return () => expect(agent, base, 'POST', '/evaluate/v1/variant', body);
}

/** 10,000 segments, shared by the list case and the rule case. */
async function manySegments(agent, base) {
  const at = await namespace(agent, base, 'many-segments');
  const agents = Array.from({ length: 4 }, () => keepAlive());
  await createMany(10_000, 4, (i) => must(agents[i % 4], base, 'POST', `${at}/segments`, { key: `s${i}`, name: `Segment ${i}`, matchType: 'ALL_MATCH_TYPE' }));
  await must(agent, base, 'POST', `${at}/flags`, { key: 'f', name: 'F' });
  return at;
}

/** GET the 10,000 segments. */
const segmentList = (agent, base, at) => () => expect(agent, base, 'GET', `${at}/segments`);

/** POST a rule naming all 10,000 segments. */
function wideRule(agent, base, at) {
  let rank = 0;
  const segmentKeys = Array.from({ length: 10_000 }, (_, i) => `s${i}`);
  return () => expect(agent, base, 'POST', `${at}/flags/f/rules`, JSON.stringify({ segmentKeys, segmentOperator: 'OR_SEGMENT_OPERATOR', rank: ++rank }));
}

/** A features file of 40,000 flags (3.1 MB); each call writes a changed one. */
export function featuresFile(version) {
  const flags = Array.from({ length: 40_000 }, (_, i) => `  - key: flag-${i}\n    name: v${version} ${i}\n    enabled: true\n`);
  return `namespace: default\nflags:\n${flags.join('')}`;
}

/** Rewrites the features file and waits until the service serves the new state. */
export function declarativeLoad(agent, base, dir) {
  let version = 0;
  return async () => {
    version += 1;
    writeFileSync(join(dir, 'features.yml'), featuresFile(version));
    for (const give = Date.now() + 60_000; Date.now() < give; ) {
      const res = await expect(agent, base, 'GET', `${NS}/default/flags/flag-0`);
      if (JSON.parse(res.text).name === `v${version} 0`) return res;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`features file version ${version} not served within 60 s`);
  };
}

/** The cases on a database service, in the order they run, set up when `wanted(name)` holds:
 *  `[name, send]` pairs. */
export async function databaseCases(agent, base, wanted = () => true) {
  let segments;
  let list;
  const shared = async () => (segments ??= await manySegments(agent, base));
  const listPath = async () => (list ??= await bigList(agent, base));
  const all = [
    ['GET a 3.8 MB flag list (2,000 flags)', async () => listRequests(agent, base, await listPath(), 1)],
    [`${LIST_CLIENTS} GETs of that list at once`, async () => listRequests(agent, base, await listPath(), LIST_CLIENTS)],
    [`${LIST_CLIENTS} different pages of that list at once`, async () => listRequests(agent, base, await listPath(), LIST_CLIENTS, true)],
    ['PUT rules/order, 150,000 ids (2 MB)', () => bigOrder(agent, base)],
    ['POST evaluate/v1/batch, 48,000 requests', () => bigBatch(agent, base)],
    ['PUT a flag with 100,000 metadata keys', () => bigMetadata(agent, base)],
    ['evaluate with a 150,000-key context', () => bigContext(agent, base)],
    ['GET 10,000 segments', async () => segmentList(agent, base, await shared())],
    ['POST a rule with 10,000 segment keys', async () => wideRule(agent, base, await shared())],
  ];
  const cases = [];
  for (const [name, setup] of all) if (wanted(name)) cases.push([name, await setup()]);
  return cases;
}
