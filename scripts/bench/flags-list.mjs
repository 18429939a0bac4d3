// Section "flags list" (DESIGN.md §6: a namespace of 10,000 flags, list shown ≤ 300 ms after the
// data arrives, ≤ 16 ms per filter keystroke). The local service gets a namespace of 10,000 flags
// through the API (parallel requests); Chromium opens its flags list in a fresh context per run.
//
// How it is measured, in the page's own monotonic clock (performance.now()):
// - data arrived: the `responseEnd` of the flags list's Resource Timing entry (last byte received);
//   list shown: the first animation frame in which a flag row is in the DOM and laid out (its paint
//   follows in that frame). The figure is the difference: JSON and schema parsing, filtering,
//   sorting and React's render of the first page of rows.
// - keystroke: a real key press in the search field (DevTools input events), from the keydown
//   event's timestamp to the end of the next frame (the budget: the key is painted without waiting
//   for the list), and to the first animation frame after the rows' text changed (watched with a
//   MutationObserver on <main>, as the table may be replaced when the whole namespace arrives);
//   the time to the DOM change alone is shown next to it. Each run types "1234" and deletes it
//   again: 8 keystrokes that each change the rows shown (the first one loads every row).
// - valibot: the flags list response (fetched in the page) parsed with the console's own schema
//   (ui/features/flags/schema.ts, bundled for the page), next to JSON.parse of the same text.
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { join } from 'node:path';
import { armKeystroke, consoleContext, ensureBuilt, launchChromium, median } from './browser.mjs';
import { spawnListening } from './process.mjs';
import { createNamespace, seedFlags } from './seed.mjs';
import { ms, runAlone } from './table.mjs';

const RUNS = 5;
const FLAGS = 10_000;
const NAMESPACE = 'bench-10k';
const ROUTE = `/#/namespaces/${NAMESPACE}/flags`;
const LIST_BUDGET_MS = 300;
const KEY_BUDGET_MS = 16;
const KEYS = ['1', '2', '3', '4', 'Backspace', 'Backspace', 'Backspace', 'Backspace'];

/** The namespace and its flags; returns the seconds the flags took. */
async function seed(url) {
  await createNamespace(url, NAMESPACE, 'Ten thousand flags');
  return seedFlags(url, { namespace: NAMESPACE, to: FLAGS });
}

/** Runs in the page before its scripts: notes when the flags response ended and the first row showed. */
function watchForList() {
  const marks = {};
  window.__listMarks = marks;
  new PerformanceObserver((entries) => {
    for (const e of entries.getEntries()) if (/\/api\/v1\/namespaces\/[^/]+\/flags$/.test(new URL(e.name).pathname)) marks.response = e.responseEnd;
  }).observe({ type: 'resource', buffered: true });
  const tick = () => {
    const row = document.querySelector('main tbody th[scope="row"]');
    if (row && row.textContent.startsWith('flag-') && row.getBoundingClientRect().height > 0) marks.list = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

async function typeAndMeasure(page) {
  const times = [];
  await page.getByRole('searchbox', { name: 'Search flags' }).focus();
  for (const key of KEYS) {
    await page.evaluate(armKeystroke, 'main tbody');
    await page.keyboard.press(key);
    times.push(await page.evaluate(() => window.__keystroke));
  }
  return times;
}

/** One run in a fresh context: open the list, wait for the rows, then type in the search. */
async function openOnce(browser, url) {
  const context = await consoleContext(browser, url);
  try {
    await context.addInitScript(watchForList);
    const page = await context.newPage();
    await page.goto(`${url}${ROUTE}`, { waitUntil: 'commit', timeout: 15_000 });
    await page.waitForFunction(() => window.__listMarks?.list !== undefined && window.__listMarks?.response !== undefined, undefined, { timeout: 30_000 });
    const marks = await page.evaluate(() => window.__listMarks);
    return { afterData: marks.list - marks.response, fromStart: marks.list, keys: await typeAndMeasure(page), page, context };
  } catch (err) {
    await context.close();
    throw err;
  }
}

/**
 * The console's flag list schema and valibot's parse, bundled as a script for the page. The
 * schema's imports reach styled modules (the entity feature's index), hence vanilla-extract.
 */
async function schemaScript(root) {
  const out = await build({
    plugins: [vanillaExtractPlugin()],
    outdir: join(root, '.cache', 'bench-schema'),
    stdin: { contents: "export { FlagListSchema } from './ui/features/flags/schema'; export { parse } from 'valibot';", resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'iife',
    globalName: '__benchSchema',
    minify: true,
    write: false,
    logLevel: 'error',
  });
  return `${out.outputFiles.find((f) => f.path.endsWith('.js')).text};window.__benchSchema = __benchSchema;`;
}

/** In the page: JSON.parse and the schema's parse of the flags list, 5 times each. */
async function parseTimes(path) {
  const text = await (await fetch(path, { headers: { accept: 'application/json' } })).text();
  const json = [];
  const schema = [];
  for (let i = 0; i < 5; i++) {
    let t = performance.now();
    const data = JSON.parse(text);
    json.push(performance.now() - t);
    t = performance.now();
    window.__benchSchema.parse(window.__benchSchema.FlagListSchema, data);
    schema.push(performance.now() - t);
  }
  return { json, schema, bytes: text.length };
}

async function measureParse(run, root) {
  await run.page.evaluate(await schemaScript(root));
  return run.page.evaluate(parseTimes, `api/v1/namespaces/${NAMESPACE}/flags`);
}

function rows({ runs, parse, seconds }) {
  const section = 'flags list';
  const list = runs.map((r) => r.afterData).sort((a, b) => a - b);
  const keys = runs.flatMap((r) => r.keys.map((k) => k.next)).sort((a, b) => a - b);
  const updated = runs.flatMap((r) => r.keys.map((k) => k.frame)).sort((a, b) => a - b);
  const dom = median(runs.flatMap((r) => r.keys.map((k) => k.dom)));
  const listMs = median(list);
  const keyMs = median(keys);
  return [
    { section, measure: `${FLAGS.toLocaleString('en-US')} flags: flags response received to first rows shown (median of ${RUNS})`, value: ms(listMs), budget: `≤ ${LIST_BUDGET_MS} ms`, ok: listMs <= LIST_BUDGET_MS },
    { section, measure: `same, fastest / slowest of ${RUNS}; navigation start to rows shown (median)`, value: `${ms(list[0])} / ${ms(list.at(-1))}; ${ms(median(runs.map((r) => r.fromStart)))}` },
    { section, measure: `search keystroke to the end of the next frame (median of ${keys.length}: "1234" typed, then deleted, × ${RUNS})`, value: ms(keyMs), budget: `≤ ${KEY_BUDGET_MS} ms`, ok: keyMs <= KEY_BUDGET_MS },
    { section, measure: 'same, 90th percentile / slowest', value: `${ms(keys[Math.floor(keys.length * 0.9)])} / ${ms(keys.at(-1))}` },
    { section, measure: 'keystroke to rows changed in the DOM / to the frame that paints them (medians; the first key loads every row)', value: `${ms(dom)} / ${ms(median(updated))} (90th percentile ${ms(updated[Math.floor(updated.length * 0.9)])})` },
    { section, measure: `parse the list in the page (${(parse.bytes / 1e6).toFixed(1)} MB): JSON.parse / valibot FlagListSchema (median of 5)`, value: `${ms(median(parse.json))} / ${ms(median(parse.schema))}` },
    { section, measure: `seeding ${FLAGS.toLocaleString('en-US')} flags through the API (32 parallel requests)`, value: `${seconds.toFixed(1)} s` },
  ];
}

export async function run({ root, serverBundle }) {
  ensureBuilt(root);
  const service = await spawnListening(serverBundle, ['--port', '0', '--db', ':memory:']);
  let browser;
  try {
    const seconds = await seed(service.url);
    browser = await launchChromium();
    await (await openOnce(browser, service.url)).context.close(); // warm-up
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await openOnce(browser, service.url);
      runs.push(r);
      if (i < RUNS - 1) await r.context.close();
    }
    const parse = await measureParse(runs.at(-1), root);
    await runs.at(-1).context.close();
    return rows({ runs, parse, seconds });
  } finally {
    await browser?.close();
    await service.stop();
  }
}

// `node scripts/bench/flags-list.mjs` runs this section alone.
await runAlone(import.meta.url, run);
