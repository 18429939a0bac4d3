// Prometheus counts what a Flipt's counters grow by between scrapes (`increase`), so an
// evaluation that creates a counter's series is never counted, and a rise that straddles a
// chart bucket's edge (minute boundaries) is lost. Against Flipt, tests that count evaluations
// first make the series exist and let Prometheus see them, away from a minute's edge; and since
// Prometheus extrapolates a rise seen over a few seconds to its whole window (7 reads as 9 at
// first), they wait until the counted rise is old enough to read as what it was.
import { untilSeries } from './flipt-bin';
import type { Service } from './server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the wall clock is at least `margin` s away from the next minute's edge. */
export async function awayFromMinuteEdge(margin = 15): Promise<void> {
  const second = new Date().getSeconds();
  if (second < 3) await sleep((3 - second) * 1000);
  else if (second > 60 - margin) await sleep((63 - second) * 1000);
}

/**
 * Against a Flipt started with Prometheus, runs `createSeries` (one evaluation for each of the
 * `n` counters the test will count) and waits until Prometheus has scraped them; the local
 * service counts exactly, so nothing is done there.
 */
export async function primeCounters(svc: Service, n: number, createSeries: () => Promise<void>): Promise<void> {
  if (!svc.prometheus) return;
  await awayFromMinuteEdge(20);
  await createSeries();
  await untilSeries(svc.prometheus, 'flipt_evaluations_requests_total', n);
  await sleep(1100);
}

/** Against a Flipt with Prometheus, waits until a rise just made reads as itself (16 s of samples
 *  after it: 7 · (16 + 1) / 16 rounds to 7). */
export async function settleCounts(svc: Service): Promise<void> {
  if (svc.prometheus) await sleep(16_000);
}
