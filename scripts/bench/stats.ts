/** Percentiles and the mean of a list of milliseconds. */
export type Stats = { n: number; mean: number; p50: number; p95: number; p99: number; max: number };

export function statsOf(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return {
    n: sorted.length,
    mean,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: sorted.at(-1) ?? NaN,
  };
}
