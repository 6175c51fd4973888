import type { FieldJson, ViewPieces } from './view';

/**
 * What changed in a seat's view since the push its socket received before. A phase change in a
 * room of 50 changes a few hundred bytes of a view of 11 KB: on a school's shared Wi-Fi the whole
 * view to every phone was a second of the link for every change, the change alone is a few
 * milliseconds of it.
 *
 * - `set`: the view's top-level fields that changed, each whole;
 * - `merge`: top-level objects of which only some keys changed (`gameState`'s phase and clock):
 *   those keys, with their new values;
 * - `unset`: the optional top-level fields that are gone (`accessibility` turned off);
 * - `players`: the list's new length, the entries that changed whole (`at`, by index), and those
 *   of which only some keys changed (`merge`: a quiz's points for the whole class are a few
 *   bytes a player, not the player's whole entry).
 */
export type ViewPatch = {
  set?: Record<string, unknown>;
  merge?: Record<string, Record<string, unknown>>;
  unset?: string[];
  players?: {
    length: number;
    at: Record<string, unknown>;
    merge?: Record<string, Record<string, unknown>>;
  };
};

type Json = Record<string, unknown>;
const quote = (key: string) => JSON.stringify(key);
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The keys of an object that changed from `before` to `after` (both JSON), as a JSON object of
 * their new values; undefined when they are not both objects, a key went away, or the change is
 * not smaller than `after` itself. Remembered for the last pairs seen: a room's sockets mostly
 * share them (the same game state, the same classmate's entry). Kept by `before`, then `after`:
 * both are strings kept with the state, whose hash the engine works out once.
 */
const changedKeysCache = new Map<string, Map<string, string | null>>();
let changedKeysCacheChars = 0;
const CHANGED_KEYS_CACHE_CHARS = 4_000_000;
function changedKeysJson(before: string, after: string): string | undefined {
  let afters = changedKeysCache.get(before);
  const cached = afters?.get(after);
  if (cached !== undefined) return cached ?? undefined;
  const diff = computeChangedKeys(before, after);
  if (changedKeysCacheChars > CHANGED_KEYS_CACHE_CHARS) {
    changedKeysCache.clear();
    changedKeysCacheChars = 0;
    afters = undefined;
  }
  if (!afters) changedKeysCache.set(before, (afters = new Map()));
  afters.set(after, diff ?? null);
  changedKeysCacheChars += before.length + after.length;
  return diff;
}

function computeChangedKeys(beforeJson: string, afterJson: string): string | undefined {
  if (!beforeJson.startsWith('{') || !afterJson.startsWith('{')) return undefined;
  const before: unknown = JSON.parse(beforeJson);
  const after: unknown = JSON.parse(afterJson);
  if (!isObject(before) || !isObject(after)) return undefined;
  if (Object.keys(before).some((key) => !(key in after))) return undefined;
  const changed: string[] = [];
  for (const [key, value] of Object.entries(after)) {
    const was = before[key];
    // Most values are numbers, strings and booleans: compared as they are, not as JSON.
    if (key in before && (was === value || sameObjectJson(was, value))) continue;
    changed.push(`${quote(key)}:${JSON.stringify(value)}`);
  }
  const diff = `{${changed.join(',')}}`;
  return diff.length < afterJson.length ? diff : undefined;
}

const sameObjectJson = (a: unknown, b: unknown) =>
  typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b);

/** What changed among a view's top-level fields: each as JSON, ready to join. */
type FieldsDiff = { set: string[]; merge: string[]; unset: string[] };

function fieldsDiff(
  before: readonly FieldJson[],
  after: readonly FieldJson[],
  changedKeys = changedKeysJson,
): FieldsDiff {
  const set: string[] = [];
  const merge: string[] = [];
  // Mostly the same keys in the same order: compared in step, a map made only when they differ.
  let old: Map<string, string> | undefined;
  after.forEach(([key, json], index) => {
    const same = before[index];
    const was = same?.[0] === key ? same[1] : (old ??= new Map(before)).get(key);
    if (was === json) return;
    const changed = was === undefined ? undefined : changedKeys(was, json);
    if (changed === undefined) set.push(`${quote(key)}:${json}`);
    else merge.push(`${quote(key)}:${changed}`);
  });
  const unset =
    before.length === after.length && !old
      ? []
      : before.map(([key]) => key).filter((key) => !after.some(([kept]) => kept === key));
  return { set, merge, unset };
}

/**
 * The fields before the players (the phase, its clock) are one list per state, shared by every
 * seat's view of it: what changed in them between two states is worked out once for a room's
 * sockets (pushed one after the other), not once a socket. Only the last pair is kept: a map
 * from each list to the one before it would keep every earlier state's list alive through the
 * next (and made the garbage collector's pauses grow with the game).
 */
let lastHead:
  { from: readonly FieldJson[]; to: readonly FieldJson[]; diff: FieldsDiff } | undefined;
function headDiff(before: readonly FieldJson[], after: readonly FieldJson[]): FieldsDiff {
  if (lastHead?.from === before && lastHead.to === after) return lastHead.diff;
  const diff = fieldsDiff(before, after);
  lastHead = { from: before, to: after, diff };
  return diff;
}

/** The ViewPatch from one view to the next, as JSON, from their pieces; undefined if none. */
export function viewPatchJson(before: ViewPieces, after: ViewPieces): string | undefined {
  // The viewer's own fields are its alone: what changed in them is not remembered for others.
  const diffs = [
    headDiff(before.before, after.before),
    fieldsDiff(before.after, after.after),
    fieldsDiff(before.own, after.own, computeChangedKeys),
  ];
  const set = diffs.flatMap((diff) => diff.set);
  const merge = diffs.flatMap((diff) => diff.merge);
  const unset = diffs.flatMap((diff) => diff.unset);
  const wholeEntries: string[] = [];
  const mergedEntries: string[] = [];
  after.players.forEach((entry, index) => {
    const was = before.players[index];
    if (was === entry) return;
    const changed = was === undefined ? undefined : changedKeysJson(was, entry);
    if (changed === undefined) wholeEntries.push(`"${index}":${entry}`);
    else mergedEntries.push(`"${index}":${changed}`);
  });
  const parts: string[] = [];
  if (set.length > 0) parts.push(`"set":{${set.join(',')}}`);
  if (merge.length > 0) parts.push(`"merge":{${merge.join(',')}}`);
  if (unset.length > 0) parts.push(`"unset":${JSON.stringify(unset)}`);
  const listChanged = after.players.length !== before.players.length;
  if (wholeEntries.length > 0 || mergedEntries.length > 0 || listChanged) {
    const merged = mergedEntries.length > 0 ? `,"merge":{${mergedEntries.join(',')}}` : '';
    parts.push(
      `"players":{"length":${after.players.length},"at":{${wholeEntries.join(',')}}${merged}}`,
    );
  }
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
  const next: Json = Object.fromEntries(
    Object.entries({ ...view, ...patch.set }).filter(([key]) => !gone.has(key)),
  );
  for (const [key, changes] of Object.entries(patch.merge ?? {})) {
    next[key] = { ...(next[key] as Json), ...changes };
  }
  if (patch.players) {
    const players = view.players.slice(0, patch.players.length);
    for (const [index, entry] of Object.entries(patch.players.at)) players[Number(index)] = entry;
    for (const [index, changes] of Object.entries(patch.players.merge ?? {})) {
      players[Number(index)] = { ...(players[Number(index)] as Json), ...changes };
    }
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
