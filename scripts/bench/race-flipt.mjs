// Section "on Flipt" (issue 28): our console raced against Flipt v1.54's own where operators meet
// them, each served by a Flipt v1.54 binary (flipt-binaries.mjs: FLIPT_BIN_OURS and
// FLIPT_BIN_FLIPT) on one SQLite file. At 50 and 10,000 flags, four scenarios: localhost and an
// emulated 10 Mbit/s link with 40 ms round trips (CDP network emulation), each with an empty HTTP
// cache (a fresh browser context per run) and a warm one (one context per side for the whole
// scenario, so the second visit on finds what the first left: cached files, and ours its last
// visit). Every run opens `/#/namespaces/default/flags` as a returning user (race.mjs's storage);
// runs alternate between the sides, BENCH_RACE_RUNS (default 7) per side after a warm-up each.
// On localhost with an empty cache each run also types 8 keystrokes in the search box; the first
// is the first search. A fifth scenario, a first visit (localhost, empty cache and empty browser
// storage; Flipt keeps its onboarding mark, see sidesOf), times the way to the list only, and races
// a third side: ours as a returning user, on the same server in the same rounds, for the first
// visit's ratio to a return (issue 38). Without the binaries the section says so and runs the race
// on the local service (race.mjs) instead.
import { loadavg } from 'node:os';
import { consoleContext, ensureBuilt, launchChromium, post } from './browser.mjs';
import { fliptBinaries, startBinaries, withAnalytics } from './flipt-binaries.mjs';
import * as localRace from './race.mjs';
import { KEYS, ROUTE, sides, typeAndMeasure } from './race.mjs';
import { fliptRaceRows, skippedFliptRows } from './race-flipt-table.mjs';
import { beforeList, heapAfterGc, listMarks, networkMeter, watchPage } from './race-probes.mjs';
import { flagBody, flagKey, seedFlags } from './seed.mjs';
import { runAlone } from './table.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RACE_RUNS) || 7);
// BENCH_RACE_SIZES (e.g. `50` or `50,10000`) and BENCH_RACE_SCENARIOS (parts of scenario ids
// separated by `|`, e.g. `localhost, empty|Mbit/s 40 ms, warm`) narrow the race to some sizes and
// scenarios, for quick comparisons.
const SIZES = [50, 10_000];
const raced = (size) => !process.env.BENCH_RACE_SIZES || process.env.BENCH_RACE_SIZES.split(',').map(Number).includes(size);
const picked = (scenario) => (process.env.BENCH_RACE_SCENARIOS ?? '').split('|').some((part) => scenario.id.includes(part));
const LINK = { offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 };
export const SCENARIOS = [
  { id: 'localhost, empty cache', link: null, warm: false, typing: true },
  { id: 'localhost, warm cache', link: null, warm: true },
  { id: '10 Mbit/s 40 ms, empty cache', link: LINK, warm: false },
  { id: '10 Mbit/s 40 ms, warm cache', link: LINK, warm: true },
  { id: 'localhost, first visit', link: null, warm: false, firstVisit: true },
];

/**
 * The sides a scenario races: a first visit empties ours' storage and adds ours returning. Flipt's
 * console sends a browser that has not completed its onboarding to the onboarding page whatever
 * the address, so its side keeps only that mark (no session).
 */
function sidesOf(pair, scenario) {
  if (!scenario.firstVisit) return pair;
  const [ours, flipt] = pair;
  return [{ ...ours, storage: [] }, { ...flipt, storage: flipt.storage.filter((item) => item.name === 'event') }, { ...ours, id: 'returning' }];
}

/** A context for `side` that records the race marks of every page it opens. */
async function newContext(browser, side) {
  const context = await consoleContext(browser, side.url, side.storage);
  await context.addInitScript(watchPage, { row: side.row, key: flagKey(0) });
  return context;
}

/** One visit of `side` in `context`: time to list, paint, wire, heap, and keystrokes if asked. */
async function visit(context, side, scenario) {
  const { link, typing } = scenario;
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const network = await networkMeter(cdp);
    if (link) await cdp.send('Network.emulateNetworkConditions', link);
    await page.goto(`${side.url}${ROUTE}`, { waitUntil: 'commit', timeout: 30_000 });
    const marks = await listMarks(page);
    // A first visit times the way to the list only (Flipt's console reloads itself on the way).
    if (scenario.firstVisit) return { list: marks.list, fcp: marks.fcp, ...beforeList(marks) };
    // 1.2 s without traffic: ours loads the rest of the namespace when the browser is idle, and
    // those bytes count too.
    const wire = await network.quiet(1200, 120_000);
    const heap = await heapAfterGc(cdp);
    const keys = typing ? await typeAndMeasure(page, side) : [];
    return { list: marks.list, fcp: marks.fcp, ...wire, heap, ...beforeList(marks), keys };
  } finally {
    await page.close();
  }
}

/** How many flags the race evaluates with analytics on. */
const EVALUATED_FLAGS = 20;

/**
 * With analytics on: evaluates the first EVALUATED_FLAGS flags (i + 1 times each) on ours' server,
 * and waits for Prometheus to have scraped them, so the rows' charts have data to fetch and draw.
 */
async function evaluateSome(servers) {
  for (let i = 0; i < EVALUATED_FLAGS; i++) {
    const kind = flagBody(i).type === 'BOOLEAN_FLAG_TYPE' ? 'boolean' : 'variant';
    for (let n = 0; n <= i; n++) await post(servers.ours, `/evaluate/v1/${kind}`, { namespaceKey: 'default', flagKey: flagKey(i), entityId: `user-${n}`, context: {} });
  }
  const query = `${servers.prometheus}/api/v1/query?query=${encodeURIComponent('flipt_evaluations_requests_total')}`;
  for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    const series = await fetch(query).then((r) => r.json(), () => undefined);
    if ((series?.data?.result?.length ?? 0) >= EVALUATED_FLAGS) return;
  }
  throw new Error(`Prometheus has no evaluation counts of the ${EVALUATED_FLAGS} flags after 30 s`);
}

/** A warm-up per side, then RUNS visits per side, alternating the order of the sides. */
async function race(browser, pair, scenario) {
  const kept = scenario.warm ? Object.fromEntries(await Promise.all(pair.map(async (side) => [side.id, await newContext(browser, side)]))) : {};
  const once = async (side) => {
    if (scenario.warm) return visit(kept[side.id], side, scenario);
    const context = await newContext(browser, side);
    try {
      return await visit(context, side, scenario);
    } finally {
      await context.close();
    }
  };
  try {
    for (const side of pair) await once(side);
    const runs = Object.fromEntries(pair.map((side) => [side.id, []]));
    for (let i = 0; i < RUNS; i++) for (const side of i % 2 ? [...pair].reverse() : pair) runs[side.id].push(await once(side));
    return runs;
  } finally {
    await Promise.all(Object.values(kept).map((c) => c.close()));
  }
}

export async function run(context) {
  const paths = fliptBinaries();
  if (!paths) return [...skippedFliptRows(), ...(await localRace.run(context))];
  const load = loadavg();
  ensureBuilt(context.root);
  const servers = await startBinaries(paths);
  let browser;
  try {
    browser = await launchChromium();
    const pair = sides(servers.ours, servers.flipt);
    const results = [];
    let seeded = 0;
    for (const size of SIZES) {
      const seconds = await seedFlags(servers.ours, { from: seeded, to: size, concurrency: seeded ? 8 : 1 });
      if (servers.prometheus && !seeded) await evaluateSome(servers);
      seeded = size;
      if (!raced(size)) continue;
      for (const scenario of SCENARIOS.filter(picked)) {
        process.stderr.write(`bench: on Flipt, ${size} flags, ${scenario.id} (seeded in ${seconds.toFixed(1)} s)…\n`);
        results.push({ size, scenario, runs: await race(browser, sidesOf(pair, scenario), scenario) });
      }
    }
    return fliptRaceRows(results, { runs: RUNS, keys: KEYS.length, load, paths, browser: browser.version(), analytics: withAnalytics() && EVALUATED_FLAGS });
  } finally {
    await browser?.close();
    await servers.stop();
  }
}

// `FLIPT_BIN_OURS=… FLIPT_BIN_FLIPT=… node scripts/bench/race-flipt.mjs` runs this section alone.
await runAlone(import.meta.url, run);
