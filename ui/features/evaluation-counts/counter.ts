// Counting many flags' evaluations without flooding the server: a few reads at a time, each one
// shared by everyone asking for it, cancelled once nobody wants it any more, and remembered a
// minute per flag and window. Pure: the read is passed in; no React.
import type { CountWindow, Tally } from './api';

export type Read = (ns: string, flagKey: string, window: CountWindow, signal: AbortSignal) => Promise<Tally>;
/** What an ask hears: the tally, or `undefined` when the read failed. */
export type Hear = (tally: Tally | undefined) => void;

type Job = { args: [string, string, CountWindow]; hear: Set<Hear>; abort: AbortController; started?: boolean };

export type CounterOptions = { lanes?: number; ttlMs?: number; now?: () => number };

/** A counter over `read`: at most `lanes` reads at once, answers kept `ttlMs`. */
export function createCounter(read: Read, { lanes = 4, ttlMs = 60_000, now = Date.now }: CounterOptions = {}) {
  const kept = new Map<string, { at: number; tally: Tally }>();
  const jobs = new Map<string, Job>();
  const queue: Job[] = [];
  let running = 0;

  async function run(job: Job, id: string) {
    running += 1;
    job.started = true;
    const tally = await read(...job.args, job.abort.signal).catch(() => undefined);
    if (tally !== undefined) kept.set(id, { at: now(), tally });
    running -= 1;
    if (jobs.get(id) === job) jobs.delete(id);
    if (!job.abort.signal.aborted) job.hear.forEach((hear) => hear(tally));
    pump();
  }
  function pump() {
    for (let job; running < lanes && (job = queue.shift()); ) void run(job, JSON.stringify(job.args));
  }

  return {
    /** Asks for a tally (at once when kept); the returned function takes the ask back. */
    want(ns: string, flagKey: string, window: CountWindow, hear: Hear): () => void {
      const id = JSON.stringify([ns, flagKey, window]);
      const hit = kept.get(id);
      if (hit && now() - hit.at < ttlMs) {
        hear(hit.tally);
        return () => {};
      }
      let job = jobs.get(id);
      if (!job) jobs.set(id, (job = { args: [ns, flagKey, window], hear: new Set(), abort: new AbortController() })), queue.push(job);
      const mine = job;
      mine.hear.add(hear);
      pump();
      return () => {
        mine.hear.delete(hear);
        if (mine.hear.size || jobs.get(id) !== mine) return;
        jobs.delete(id);
        if (mine.started) mine.abort.abort();
        else queue.splice(queue.indexOf(mine), 1);
      };
    },
  };
}
