// The thread that reads, parses and validates state files, so a large or slow file never holds
// up requests. Bundled as declarative-worker.mjs next to the service (scripts/build-server.mjs);
// it answers its one job with a FlagState or a one-line reason, then ends.
import { parentPort, workerData } from 'node:worker_threads';
import { describeFailure } from './errors';
import { shownIn } from './files';
import { loadState } from './load';
import type { FlagState } from './merge';

/** State files (relative to `root`) to load; `configured` is the path as the config gives it. */
export interface LoadJob {
  root: string;
  files: string[];
  configured: string;
}

export type LoadResult = { state: FlagState } | { error: string };

function run({ root, files, configured }: LoadJob): LoadResult {
  try {
    return { state: loadState(root, files, shownIn(configured)) };
  } catch (err) {
    return { error: describeFailure(err, configured) };
  }
}

if (parentPort && workerData) parentPort.postMessage(run(workerData as LoadJob));
