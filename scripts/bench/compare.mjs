// Section "compare" (issue 27: two namespaces of 10,000 flags compared without freezing the page).
// The local service gets two namespaces of 10,000 flags through the API: B has 100 flags fewer,
// a different name on every 50th flag, and A a variant on every 20th. Chromium opens the compare
// screen in a fresh context per run.
//
// How it is measured, in the page's own clock: navigation start to the summary line shown (both
// namespaces read, four calls each, and compared); the longest main-thread task meanwhile
// (PerformanceObserver `longtask`, which Chromium reports for tasks over 50 ms: the page cannot
// paint or take a key during one); and a keystroke in "Filter by key" to the end of the next
// frame and to the frame that paints the filtered cards.
import { armKeystroke, consoleContext, ensureBuilt, launchChromium, median, post } from './browser.mjs';
import { spawnListening } from './process.mjs';
import { createNamespace, flagKey, seedFlags } from './seed.mjs';
import { ms, runAlone } from './table.mjs';

const RUNS = 3;
const FLAGS = 10_000;
const [A, B] = ['bench-cmp-a', 'bench-cmp-b'];
const ROUTE = `/#/namespaces/${A}/compare/${B}`;
const FREEZE_BUDGET_MS = 200;
const KEY_BUDGET_MS = 16;

async function put(url, path, body) {
  const res = await fetch(`${url}${path}`, { method: 'PUT', body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`PUT ${path}: ${res.status} ${await res.text()}`);
}

/** Runs `work(i)` for each i in `ids`, 32 at a time. */
async function each(ids, work) {
  let next = 0;
  await Promise.all(Array.from({ length: 32 }, async () => {
    while (next < ids.length) await work(ids[next++]);
  }));
}

/** Both namespaces and their differences; returns the seconds it took. */
export async function seed(url) {
  const started = performance.now();
  await createNamespace(url, A, 'Compare A');
  await createNamespace(url, B, 'Compare B');
  await seedFlags(url, { namespace: A, to: FLAGS });
  await seedFlags(url, { namespace: B, to: FLAGS - 100 });
  const every = (n) => Array.from({ length: Math.floor(FLAGS / n) }, (_, i) => i * n).filter((i) => i < FLAGS - 100);
  await each(every(20), (i) => post(url, `/api/v1/namespaces/${A}/flags/${flagKey(i)}/variants`, { key: 'on', name: 'On' }));
  await each(every(50), (i) => put(url, `/api/v1/namespaces/${B}/flags/${flagKey(i)}`, { key: flagKey(i), name: `Flag ${i} in B`, enabled: i % 3 === 0 }));
  return (performance.now() - started) / 1000;
}

/** Runs in the page before its scripts: the longest task, and when the summary line showed. */
function watchCompare() {
  const marks = { longest: 0 };
  window.__compareMarks = marks;
  new PerformanceObserver((entries) => {
    for (const e of entries.getEntries()) marks.longest = Math.max(marks.longest, e.duration);
  }).observe({ type: 'longtask', buffered: true });
  const tick = () => {
    const status = [...document.querySelectorAll('main [role="status"]')].find((el) => el.textContent.includes('compared:'));
    if (status) marks.shown = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

async function openOnce(browser, url) {
  const context = await consoleContext(browser, url);
  try {
    await context.addInitScript(watchCompare);
    const page = await context.newPage();
    await page.goto(`${url}${ROUTE}`, { waitUntil: 'commit', timeout: 15_000 });
    await page.waitForFunction(() => window.__compareMarks?.shown !== undefined, undefined, { timeout: 60_000 });
    const marks = await page.evaluate(() => window.__compareMarks);
    await page.getByRole('searchbox', { name: 'Filter by key' }).focus();
    const keys = [];
    for (const key of ['1', '2', 'Backspace', 'Backspace']) {
      await page.evaluate(armKeystroke, 'main ul[aria-label="Comparison"]');
      await page.keyboard.press(key);
      keys.push(await page.evaluate(() => window.__keystroke));
    }
    return { shown: marks.shown, longest: marks.longest, keys };
  } finally {
    await context.close();
  }
}

export function rows(runs, seconds) {
  const section = 'compare';
  const longest = median(runs.map((r) => r.longest));
  const keys = runs.flatMap((r) => r.keys.map((k) => k.next));
  const key = median(keys);
  return [
    { section, measure: `${FLAGS.toLocaleString('en-US')} flags a side: navigation start to the comparison shown (median of ${RUNS})`, value: ms(median(runs.map((r) => r.shown))) },
    { section, measure: 'longest main-thread task meanwhile (median; the page freezes that long)', value: ms(longest), budget: `≤ ${FREEZE_BUDGET_MS} ms`, ok: longest <= FREEZE_BUDGET_MS },
    { section, measure: `filter keystroke to the end of the next frame (median of ${keys.length})`, value: ms(key), budget: `≤ ${KEY_BUDGET_MS} ms`, ok: key <= KEY_BUDGET_MS },
    { section, measure: 'same, to the frame that paints the filtered cards (median)', value: ms(median(runs.flatMap((r) => r.keys.map((k) => k.frame)))) },
    { section, measure: 'seeding both namespaces and their differences through the API', value: `${seconds.toFixed(1)} s` },
  ];
}

/** The runs against a service at `url` already seeded (after one warm-up). */
export async function measure(url) {
  const browser = await launchChromium();
  try {
    await openOnce(browser, url);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await openOnce(browser, url));
    return runs;
  } finally {
    await browser.close();
  }
}

export async function run({ root, serverBundle }) {
  ensureBuilt(root);
  const service = await spawnListening(serverBundle, ['--port', '0', '--db', ':memory:']);
  try {
    const seconds = await seed(service.url);
    return rows(await measure(service.url), seconds);
  } finally {
    await service.stop();
  }
}

// `node scripts/bench/compare.mjs` runs this section alone.
await runAlone(import.meta.url, run);
