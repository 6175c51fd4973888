import { assembleViewJson, viewPatchJson, type ViewPieces } from '@ecoscha/game';

/** What a socket was last sent: its version and the pieces of its view (shared with other seats). */
type Sent = { version: number; pieces: ViewPieces };

/**
 * Each socket's push as what changed since the one it received before. The socket holds that view
 * (pushes to one socket arrive in order), so a phase change in a room of 50 sends each phone its
 * few changed fields, not the 11 KB view; a change a seat cannot see (a classmate's quiz answer)
 * sends it nothing.
 */
export function createViewPatches() {
  const sent = new WeakMap<object, Sent>();
  return {
    /**
     * The push's body after its version: `"view":{...}` the first time and when `whole` (a join),
     * else `"since":n,"patch":{...}`; undefined when the socket's view did not change.
     */
    body(socket: object, pieces: ViewPieces, version: number, whole: boolean): string | undefined {
      const before = sent.get(socket);
      if (!before || whole) {
        sent.set(socket, { version, pieces });
        return `"view":${assembleViewJson(pieces)}`;
      }
      const patch = viewPatchJson(before.pieces, pieces);
      if (patch === undefined) return undefined;
      sent.set(socket, { version, pieces });
      return `"since":${before.version},"patch":${patch}`;
    },
  };
}
