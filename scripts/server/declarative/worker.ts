// The thread that reads, parses and validates state files, so a large or slow file never holds
// up requests. Bundled as declarative-worker.mjs next to the service (scripts/build-server.mjs);
// it answers its one job with a FlagState, one chunk each time the service asks for the next
// (so no single message takes long to receive), or with a one-line reason; then it ends.
import { parentPort, workerData } from 'node:worker_threads';
import { describeFailure } from './errors';
import { shownIn } from './files';
import { loadState } from './load';
import { chunksOf, type Chunk } from './chunks';

/** State files (relative to `root`) to load; `configured` is the path as the config gives it. */
export interface LoadJob {
  root: string;
  files: string[];
  configured: string;
}

/** What the thread sends: a chunk (answer `'next'` for the next one), the end, or the failure. */
export type WorkerMessage = { chunk: Chunk } | { done: true } | { error: string };

function run({ root, files, configured }: LoadJob): Iterator<Chunk> | { error: string } {
  try {
    return chunksOf(loadState(root, files, shownIn(configured)));
  } catch (err) {
    return { error: describeFailure(err, configured) };
  }
}

function answer(port: NonNullable<typeof parentPort>, job: LoadJob) {
  const result = run(job);
  if ('error' in result) return port.postMessage(result satisfies WorkerMessage);
  const next = () => {
    const step = result.next();
    port.postMessage((step.done ? { done: true } : { chunk: step.value }) satisfies WorkerMessage);
    if (step.done) port.close();
  };
  port.on('message', next);
  next();
}

if (parentPort && workerData) answer(parentPort, workerData as LoadJob);
