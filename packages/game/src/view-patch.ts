import type { FieldJson, ViewPieces } from './view';

/**
 * What changed in a seat's view since the push its socket received before. A phase change in a
 * room of 50 changes a few hundred bytes of a view of 11 KB: on a school's shared Wi-Fi the whole
 * view to every phone was a second of the link for every change, the change alone is a few
 * milliseconds of it.
 *
 * - `set`: the view's top-level fields that changed, each whole (`gameState`, `viewer`, ...);
 * - `unset`: the optional top-level fields that are gone (`accessibility` turned off);
 * - `players`: the list's new length and the entries that changed, by index.
 */
export type ViewPatch = {
  set?: Record<string, unknown>;
  unset?: string[];
  players?: { length: number; at: Record<string, unknown> };
};

const quote = (key: string) => JSON.stringify(key);

/** The ViewPatch from one view to the next, as JSON, from their pieces; undefined if none. */
export function viewPatchJson(before: ViewPieces, after: ViewPieces): string | undefined {
  const old = new Map<string, string>([...before.before, ...before.after]);
  const fields: FieldJson[] = [...after.before, ...after.after];
  const set = fields.filter(([key, json]) => old.get(key) !== json);
  const kept = new Set(fields.map(([key]) => key));
  const unset = [...old.keys()].filter((key) => !kept.has(key));
  const players: string[] = [];
  after.players.forEach((entry, index) => {
    if (before.players[index] !== entry) players.push(`"${index}":${entry}`);
  });
  const parts: string[] = [];
  if (set.length > 0)
    parts.push(`"set":{${set.map(([key, json]) => `${quote(key)}:${json}`).join(',')}}`);
  if (unset.length > 0) parts.push(`"unset":${JSON.stringify(unset)}`);
  if (players.length > 0 || after.players.length !== before.players.length)
    parts.push(`"players":{"length":${after.players.length},"at":{${players.join(',')}}}`);
  return parts.length > 0 ? `{${parts.join(',')}}` : undefined;
}

/** A view with a list of players: a seat's view, which patches change. */
export type PatchableView = { players: readonly unknown[] };

/**
 * The view `patch` makes of `view` (the one the same socket received before it): a new object,
 * `view` unchanged. The one way the web app and the test bots rebuild a pushed view.
 */
export function applyViewPatch<V extends PatchableView>(view: V, patch: ViewPatch): V {
  const gone = new Set(patch.unset);
  const next: Record<string, unknown> = Object.fromEntries(
    Object.entries({ ...view, ...patch.set }).filter(([key]) => !gone.has(key)),
  );
  if (patch.players) {
    const players = view.players.slice(0, patch.players.length);
    for (const [index, entry] of Object.entries(patch.players.at)) players[Number(index)] = entry;
    next.players = players;
  }
  return next as V;
}

/** The view a socket holds for a session: its last push's version and the view it made. */
export type HeldView<V> = { version: number; view: V };

/** A seat's push as the socket receives it: the whole view, or a patch of the one before. */
export type SeatPush<V> = { version: number } & ({ view: V } | { since: number; patch: ViewPatch });

/**
 * What a socket holds after `push`: a whole view as it is, a patch applied to the view held when
 * it is the one the patch was made from; otherwise undefined, and the socket asks for the whole
 * view again (a push it did not hear, which a socket's pushes, in order, never make).
 */
export function receiveSeatPush<V extends PatchableView>(
  held: HeldView<V> | undefined,
  push: SeatPush<V>,
): HeldView<V> | undefined {
  if ('view' in push) return { version: push.version, view: push.view };
  if (held?.version !== push.since) return undefined;
  return { version: push.version, view: applyViewPatch(held.view, push.patch) };
}
