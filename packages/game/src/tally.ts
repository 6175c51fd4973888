import { pickOne } from './random';

export type TallyOutcome = {
  tally: Record<string, number>;
  /** The chosen target, or null without votes. */
  chosenId: string | null;
  /** The targets tied for most votes (when more than one), else empty. */
  tiedIds: string[];
};

/** Counts votes per target; the most-voted wins, a tie is drawn with `random`. */
export function tallyVotes(targetIds: readonly string[], random: () => number): TallyOutcome {
  const counts = new Map<string, number>();
  for (const id of targetIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  // Order of the first vote (a Map keeps it, whatever the ids look like), so that a seeded
  // source replays the same draw.
  const top = [...counts.keys()].filter((id) => counts.get(id) === most);
  const tally = Object.fromEntries(counts);
  if (top.length <= 1) return { tally, chosenId: top[0] ?? null, tiedIds: [] };
  return { tally, chosenId: pickOne(top, random) ?? null, tiedIds: top };
}
