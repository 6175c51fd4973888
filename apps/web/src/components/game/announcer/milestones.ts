/** Seconds left at which a running countdown is announced: 1 minute, 30 s and 10 s. */
export const MILESTONES_S = [10, 30, 60] as const;

/**
 * The milestone a countdown passed going from `before` to `now` seconds left (the nearest to
 * zero when it passed several at once, e.g. after a phone slept); none when it did not go down
 * past one (a new phase, added time).
 */
export function milestonePassed(before: number, now: number): number | undefined {
  return MILESTONES_S.find((milestone) => before > milestone && now <= milestone);
}
