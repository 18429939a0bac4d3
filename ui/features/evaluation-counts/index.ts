// Evaluation counts of flags: the one fetcher (the Analytics tab, the cleanup report and the
// flags list read through it), the counter that reads many a few at a time, and the list's cell.
export { bucketMinutes, lastMinutes, MINUTE_MS, parseTimestamp, toPoints, type Point, type Range } from './buckets';
export { countsPath, readPoints, readTally, type CountWindow, type Tally } from './api';
export { createCounter } from './counter';
export { useCounting, type Counting } from './hooks';
export { EvaluationsCell, EvaluationsLink, evaluationsText } from './Evaluations';
export type { Counts } from './schema';
