// Section "vs Flipt" (issue 15, DESIGN.md §6): our console raced against Flipt v1.54's own, both on
// one local service and its data. Ours is served by the service itself; Flipt's (a built `ui/dist`
// given in FLIPT_CONSOLE_DIR) the way Flipt serves it (flipt-console.mjs: gzip, no cache headers,
// the API on the same origin, forwarded to the same service). One Chromium, a fresh context per
// run (empty HTTP cache) holding a returning user's localStorage in each console's own format;
// runs alternate between the sides, 9 per side after one warm-up each, at 50 and at 10,000 flags.
// Each run opens `/#/namespaces/default/flags` and measures the time to the first flag row, first
// contentful paint, long tasks before the rows, requests and bytes received until the network is
// quiet, the JS heap after GC, then 8 keystrokes in the search box (race-probes.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { consoleContext, ensureBuilt, launchChromium, returningUser } from './browser.mjs';
import { spawnListening } from './process.mjs';
import { armKeystroke, beforeList, heapAfterGc, networkMeter, watchPage } from './race-probes.mjs';
import { raceRows, skippedRows } from './race-table.mjs';
import { flagKey, seedFlags } from './seed.mjs';
import { runAlone } from './table.mjs';

const RUNS = 9;
const SIZES = [50, 10_000];
export const ROUTE = '/#/namespaces/default/flags';
const SERVICE_PORT = 18100;
const FLIPT_PORT = 18101;
// "s" and "d" each match part of the seeded flags (seed.mjs) in both consoles' search, and never
// the first row, so every keystroke changes the rows; Flipt also searches types and timestamps,
// which hold neither letter.
export const KEYS = ['s', 'Backspace', 'd', 'Backspace', 's', 'Backspace', 'd', 'Backspace'];
// Ours writes the search into the URL 300 ms after a keystroke; Flipt's search box waits for 500 ms
// without typing. Keystrokes 700 ms apart keep one key's delayed work out of the next one's figures.
const KEY_TIMING = { quietMs: 300, minGapMs: 700 };
const FLIPT_SERVER = fileURLToPath(new URL('./flipt-console.mjs', import.meta.url));

// How each console shows the list and its search box, and what a returning user's browser holds
// for it. Flipt's, from its v1.54.0 sources: rows are `<button role="link">` cards in <main>
// (components/flags/FlagTable.tsx), the search an <input type="search"> labelled "Search"
// (components/Searchbox.tsx); `event` and `session` are bare JSON (store.ts, SessionProvider.tsx);
// without a stored session it redirects to the login page first.
export const sides = (service, flipt) => [
  { id: 'ours', url: service, row: 'main tbody tr', search: 'Search flags', storage: returningUser },
  {
    id: 'flipt',
    url: flipt,
    row: 'main button[role="link"]',
    search: 'Search',
    storage: [
      { name: 'event', value: JSON.stringify({ completedOnboarding: true, dismissedBanner_v1_49_0: true }) },
      { name: 'session', value: JSON.stringify({ required: false, authenticated: false }) },
    ],
  },
];

export async function typeAndMeasure(page, side) {
  const times = [];
  await page.getByRole('searchbox', { name: side.search, exact: true }).focus();
  for (const key of KEYS) {
    await page.evaluate(armKeystroke, { row: side.row, ...KEY_TIMING });
    await page.keyboard.press(key);
    times.push(await page.evaluate(() => window.__keystroke));
  }
  return times;
}

/** One run of one side in a fresh context. */
async function openOnce(browser, side) {
  const context = await consoleContext(browser, side.url, side.storage);
  try {
    await context.addInitScript(watchPage, { row: side.row, key: flagKey(0) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const network = await networkMeter(cdp);
    await page.goto(`${side.url}${ROUTE}`, { waitUntil: 'commit', timeout: 15_000 });
    await page.waitForFunction(() => window.__race?.list !== undefined, undefined, { timeout: 60_000, polling: 'raf' });
    const wire = await network.quiet();
    const marks = await page.evaluate(() => window.__race);
    const heap = await heapAfterGc(cdp);
    const keys = await typeAndMeasure(page, side);
    return { list: marks.list, fcp: marks.fcp, ...wire, heap, ...beforeList(marks), keys };
  } finally {
    await context.close();
  }
}

/** A warm-up per side, then RUNS runs per side, alternating which side goes first. */
async function race(browser, pair) {
  for (const side of pair) await openOnce(browser, side);
  const runs = { ours: [], flipt: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const side of i % 2 ? [...pair].reverse() : pair) runs[side.id].push(await openOnce(browser, side));
  }
  return runs;
}

/** The built Flipt console in FLIPT_CONSOLE_DIR, checked to be a Vite build of Flipt's ui/. */
function fliptDist() {
  const dir = resolve(process.env.FLIPT_CONSOLE_DIR);
  const html = existsSync(join(dir, 'index.html')) ? readFileSync(join(dir, 'index.html'), 'utf8') : '';
  if (!/<title>Flipt<\/title>/.test(html) || !/src="\.\/assets\/index-[^"]+\.js"/.test(html)) throw new Error(`FLIPT_CONSOLE_DIR=${dir} holds no built Flipt console (index.html with ./assets/index-*.js)`);
  return dir;
}

/** Fails unless Flipt's side answers as Flipt does: gzip, and no cache headers on its assets. */
async function checkServedAsFlipt(url) {
  const get = async (path) => {
    const res = await fetch(`${url}/${path}`, { headers: { 'accept-encoding': 'gzip' } });
    if (res.headers.get('content-encoding') !== 'gzip' || res.headers.has('cache-control')) throw new Error(`${res.url} is not served as Flipt serves it`);
    return res.text();
  };
  const script = /src="\.\/(assets\/[^"]+\.js)"/.exec(await get(''))?.[1];
  await get(script);
}

export async function run({ root, serverBundle }) {
  if (!process.env.FLIPT_CONSOLE_DIR) return skippedRows();
  const dist = fliptDist();
  ensureBuilt(root);
  const service = await spawnListening(serverBundle, ['--port', String(SERVICE_PORT), '--db', ':memory:']);
  const flipt = await spawnListening(FLIPT_SERVER, [dist, service.url, String(FLIPT_PORT)]).catch(async (err) => {
    await service.stop();
    throw err;
  });
  let browser;
  try {
    await checkServedAsFlipt(flipt.url);
    browser = await launchChromium();
    const pair = sides(service.url, flipt.url);
    const results = [];
    let seeded = 0;
    for (const size of SIZES) {
      const seconds = await seedFlags(service.url, { from: seeded, to: size, concurrency: seeded ? 32 : 1 });
      seeded = size;
      process.stderr.write(`bench: vs Flipt, ${size} flags (seeded in ${seconds.toFixed(1)} s)…\n`);
      results.push({ size, runs: await race(browser, pair) });
    }
    return raceRows(results, { runs: RUNS, keys: KEYS.length, dist, browser: browser.version() });
  } finally {
    await browser?.close();
    await flipt.stop();
    await service.stop();
  }
}

// `FLIPT_CONSOLE_DIR=… node scripts/bench/race.mjs` runs this section alone.
await runAlone(import.meta.url, run);
