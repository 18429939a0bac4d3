// What the race (race.mjs) watches in each console's page, the same way on both sides: functions
// that run in the page (their times are the page's monotonic clock, zero at navigation start) and
// DevTools protocol meters for the network and the heap.

/**
 * Init script: notes first contentful paint, every long task, every React commit (through the
 * hook React DevTools installs, which React 18 and 19 call on each commit of any root: both
 * consoles are counted the same way), and the first animation frame in which a `row` element
 * holding the text `key` is laid out (`list`).
 */
export function watchPage({ row, key }) {
  // A console that reloads itself on the way (Flipt's on a first visit) is timed from the first
  // navigation of the tab; its long tasks and commits are those of the last load.
  const first = Number(sessionStorage.getItem('race-origin')) || performance.timeOrigin;
  sessionStorage.setItem('race-origin', String(first));
  const shift = performance.timeOrigin - first;
  const now = () => performance.now() + shift;
  const marks = { longTasks: [], commits: [] };
  window.__race = marks;
  let renderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => ++renderers,
    checkDCE: () => undefined,
    onCommitFiberRoot: () => marks.commits.push(now()),
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
  };
  new PerformanceObserver((entries) => {
    for (const e of entries.getEntries()) if (e.name === 'first-contentful-paint') marks.fcp = e.startTime + shift;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((entries) => {
    for (const e of entries.getEntries()) marks.longTasks.push({ start: e.startTime + shift, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const tick = () => {
    const shown = [...document.querySelectorAll(row)].some((el) => el.textContent.includes(key) && el.getBoundingClientRect().height > 0);
    if (shown) marks.list = now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * Before a key press: resolves `window.__keystroke` with the times from the keydown event to
 * - `frame`: the end of the next frame (a task posted from its animation frame callback runs
 *   after that frame's style, layout and paint), whatever the console did in the key's events;
 * - `settled`: the end of the frame after the last change to the list (the rows' container:
 *   their table, or their parent), once the list has stayed unchanged for `quietMs` and at least
 *   `minGapMs` have passed, so delayed work (a debounce) is waited for.
 */
export function armKeystroke({ row, quietMs, minGapMs }) {
  const list = document.querySelector(row)?.closest('table') ?? document.querySelector(row)?.parentElement;
  if (!list) throw new Error(`no ${row} to watch`);
  const afterNextFrame = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(0);
    });
  window.__keystroke = new Promise((resolve, reject) => {
    let start;
    let frame;
    let changed = 0;
    let settled;
    let timer = setTimeout(() => reject(new Error('the list did not change within 3 s of a keystroke')), 3000);
    const finish = () => {
      const wait = Math.max(changed + quietMs, start + minGapMs) - performance.now();
      if (wait > 0 || frame === undefined || settled === undefined) return void (timer = setTimeout(finish, Math.max(wait, 10)));
      observer.disconnect();
      resolve({ frame: frame - start, settled: settled - start });
    };
    const observer = new MutationObserver(() => {
      const at = (changed = performance.now());
      afterNextFrame((t) => changed === at && (settled = t));
      clearTimeout(timer);
      timer = setTimeout(finish, quietMs);
    });
    document.addEventListener(
      'keydown',
      (e) => {
        start = e.timeStamp;
        afterNextFrame((t) => (frame = t));
        observer.observe(list, { childList: true, subtree: true, characterData: true });
      },
      { capture: true, once: true },
    );
  });
}

/**
 * Resolves with the page's race marks once the list shows and its first contentful paint has been
 * reported: a console whose first content is the list paints it in the frame after the list mark,
 * and the paint observer reports it a task later.
 */
export async function listMarks(page) {
  await page.waitForFunction(() => window.__race?.list !== undefined, undefined, { timeout: 60_000, polling: 'raf' });
  await page.waitForFunction(() => window.__race.fcp !== undefined, undefined, { timeout: 3_000, polling: 'raf' }).catch(() => undefined);
  return page.evaluate(() => window.__race);
}

/** What the marks say happened before the list showed: long tasks (count, ms) and React commits. */
export function beforeList(marks) {
  const early = marks.longTasks.filter((t) => t.start < marks.list);
  return { longTasks: early.length, longTaskMs: early.reduce((n, t) => n + t.duration, 0), commits: marks.commits.filter((t) => t <= marks.list).length };
}

/** Counts the page's requests and the bytes received for them (headers and encoded bodies). */
export async function networkMeter(cdp) {
  const pending = new Set();
  const meter = { requests: 0, failed: 0, bytes: 0, lastActivity: performance.now() };
  const touch = () => (meter.lastActivity = performance.now());
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.redirectResponse) meter.requests += 1;
    pending.add(e.requestId);
    touch();
  });
  cdp.on('Network.loadingFinished', (e) => {
    meter.bytes += e.encodedDataLength;
    pending.delete(e.requestId);
    touch();
  });
  cdp.on('Network.loadingFailed', (e) => {
    meter.failed += 1;
    pending.delete(e.requestId);
    touch();
  });
  await cdp.send('Network.enable');
  /** Resolves once no request has been open or finished for `ms`. */
  meter.quiet = async (ms = 500, timeoutMs = 20_000) => {
    const until = performance.now() + timeoutMs;
    while (pending.size > 0 || performance.now() - meter.lastActivity < ms) {
      if (performance.now() > until) throw new Error(`${pending.size} requests still open after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return { requests: meter.requests, failed: meter.failed, bytes: meter.bytes };
  };
  return meter;
}

/** The page's JS heap in use after a full garbage collection, in bytes. */
export async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}
