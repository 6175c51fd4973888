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
     * The push's body after its version, or undefined when the socket's view did not change:
     * `"view":{...}` on `join` (always), the first time, and for a client that takes whole views
     * only (`whole`, the projector); else `"since":n,"patch":{...}`.
     */
    body(
      socket: object,
      pieces: ViewPieces,
      version: number,
      send: 'join' | 'patch' | 'whole',
    ): string | undefined {
      const before = sent.get(socket);
      const patch = before && send !== 'join' ? viewPatchJson(before.pieces, pieces) : null;
      if (patch === undefined) return undefined; // Nothing changed for this socket.
      sent.set(socket, { version, pieces });
      if (before && patch !== null && send === 'patch')
        return `"since":${before.version},"patch":${patch}`;
      return `"view":${assembleViewJson(pieces)}`;
    },
  };
}
