/** Who made a request: the replayed first visits, the bots' API calls, or a phone's browser. */
export type Source = 'replay' | 'bots' | 'phones' | 'recording';

type Problem = { source: Source; status: number; what: string };

/**
 * Every HTTP answer the school got from the server, counted by source and status class. The
 * lesson fails on any 429 or 5xx; the first few of each are kept to be printed.
 */
export class Traffic {
  private readonly counts = new Map<string, number>();
  readonly problems: Problem[] = [];
  /** Requests that got no answer at all (connection reset, timeout), by source. */
  readonly failures: Array<{ source: Source; what: string; error: string }> = [];

  /** With CLASSROOM_REQUEST_LOG=path: every answer in order, written there at the end. */
  readonly log: string[] = [];
  private readonly startedAt = performance.now();

  note(source: Source, status: number, what: string): void {
    if (process.env.CLASSROOM_REQUEST_LOG)
      this.log.push(
        `${Math.round(performance.now() - this.startedAt)} ${source} ${status} ${what}`,
      );
    const key = `${source} ${Math.floor(status / 100)}xx`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    if (status === 429 || status >= 500) this.problems.push({ source, status, what });
  }

  fail(source: Source, what: string, error: unknown): void {
    this.failures.push({
      source,
      what,
      error: error instanceof Error ? error.message : String(error),
    });
  }

  count(source: Source, statusClass: number): number {
    return this.counts.get(`${source} ${statusClass}xx`) ?? 0;
  }

  tooMany(): number {
    return this.problems.filter((p) => p.status === 429).length;
  }

  serverErrors(): number {
    return this.problems.filter((p) => p.status >= 500).length;
  }
}
