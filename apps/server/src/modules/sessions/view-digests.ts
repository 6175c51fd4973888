import { hash } from 'node:crypto';

/**
 * What each socket was last sent, as a digest of the view's JSON (20 bytes, not the view). Most
 * changes (a quiz answer, a night choice) change the views of a few seats only: the one who acted,
 * the guide, sometimes the villains. The others' views come out the same and are not sent again:
 * no bytes on the classroom's Wi-Fi, nothing for their phones to parse.
 */
export function createViewDigests() {
  const last = new WeakMap<object, string>();
  return {
    /** False when `socket` was last sent this same view; otherwise notes it as the last one. */
    isNew(socket: object, viewJson: string): boolean {
      // One call, no Hash object: the cheaper way for a few kilobytes, made for every seat a change
      // may concern.
      const digest = hash('sha1', viewJson, 'base64');
      if (last.get(socket) === digest) return false;
      last.set(socket, digest);
      return true;
    },
  };
}
