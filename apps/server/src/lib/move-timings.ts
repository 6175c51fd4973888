import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';

/**
 * Where a move's time goes inside the server, for the benchmark (GET /api/metrics): waiting for
 * the moves of the same session before it, and saving it. Microseconds, since the last reading.
 */
const histograms = {
  lockWait: createHistogram(),
  save: createHistogram(),
};
export type MoveStage = keyof typeof histograms;

export function recordMoveStage(stage: MoveStage, startedAt: number): void {
  histograms[stage].record(Math.max(1, Math.round((performance.now() - startedAt) * 1000)));
}

const summary = (histogram: RecordableHistogram) => ({
  count: histogram.count,
  p50Ms: histogram.count ? histogram.percentile(50) / 1000 : 0,
  p99Ms: histogram.count ? histogram.percentile(99) / 1000 : 0,
  maxMs: histogram.count ? histogram.max / 1000 : 0,
});

/** The readings since the last call, which starts them again. */
export function readMoveTimings() {
  const reading = { lockWait: summary(histograms.lockWait), save: summary(histograms.save) };
  Object.values(histograms).forEach((histogram) => histogram.reset());
  return reading;
}
