import type { GameState } from '@ecoscha/game';
import { describe, expect, it } from 'vitest';
import type { AppliedAction, StoredSession } from './session-repository';
import { createSessionWriter, type AppliedMove } from './session-writer';

/** A state of session `s1` told apart by its `round`. */
const stateAt = (round: number) => ({ sessionId: 's1', round }) as unknown as GameState;
const move = (version: number, actionId?: string): AppliedMove => ({
  state: stateAt(version),
  version,
  events: [],
  ...(actionId ? { action: { actionId, actorId: 'p1', response: { ok: version } } } : {}),
});

/** A database whose writes wait until the test lets them through, one by one. */
function slowDatabase() {
  const writes: Array<{ from: number; to: number; actions: string[]; finish(ok: boolean): void }> =
    [];
  const save = (from: StoredSession, to: StoredSession, actions: AppliedAction[]) =>
    new Promise<boolean>((finish) => {
      writes.push({
        from: from.version,
        to: to.version,
        actions: actions.map((a) => a.actionId),
        finish,
      });
    });
  return { writes, save };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the session writer', () => {
  it('saves the first move at once and the moves that come meanwhile together, in order', async () => {
    const db = slowDatabase();
    const saved: number[] = [];
    const writer = createSessionWriter({
      save: db.save,
      onSaved: (m) => saved.push(m.version),
      onFailed: () => undefined,
    });
    const base = { state: stateAt(1), version: 1 };
    const first = writer.enqueue(base, move(2));
    expect(writer.latest('s1')?.version).toBe(2);
    const second = writer.enqueue(base, move(3, 'a3'));
    const third = writer.enqueue(base, move(4, 'a4'));
    expect(writer.latest('s1')?.version).toBe(4);
    expect(writer.waiting('s1', 'a4')?.version).toBe(4);
    expect(db.writes.map(({ from, to }) => [from, to])).toEqual([[1, 2]]);

    db.writes[0]?.finish(true);
    await first;
    expect(saved).toEqual([2]);
    await tick();
    // The two that waited go in one write, over the version just saved.
    expect(db.writes.slice(1)).toMatchObject([{ from: 2, to: 4, actions: ['a3', 'a4'] }]);
    let settled = false;
    void writer.settled('s1').then(() => (settled = true));
    db.writes[1]?.finish(true);
    await Promise.all([second, third]);
    await tick();
    expect(saved).toEqual([2, 3, 4]);
    expect(settled).toBe(true);
    expect(writer.latest('s1')).toBeUndefined();
  });

  it('fails a move whose write fails, and every move queued behind it, and forgets the session', async () => {
    const db = slowDatabase();
    const failed: string[] = [];
    const saved: number[] = [];
    const writer = createSessionWriter({
      save: db.save,
      onSaved: (m) => saved.push(m.version),
      onFailed: (sessionId) => failed.push(sessionId),
    });
    const base = { state: stateAt(1), version: 1 };
    const first = writer.enqueue(base, move(2));
    const second = writer.enqueue(base, move(3));
    db.writes[0]?.finish(false); // someone else wrote the row
    await expect(first).rejects.toMatchObject({ code: 'INTERNAL' });
    await expect(second).rejects.toMatchObject({ code: 'INTERNAL' });
    expect(saved).toEqual([]);
    expect(failed).toEqual(['s1']);
    expect(writer.latest('s1')).toBeUndefined();
    expect(db.writes).toHaveLength(1);
  });

  it('goes on saving and telling the moves after one whose telling failed', async () => {
    const db = slowDatabase();
    const saved: number[] = [];
    const writer = createSessionWriter({
      save: db.save,
      onSaved: (m) => {
        if (m.version === 2) throw new Error('push failed');
        saved.push(m.version);
      },
      onFailed: () => undefined,
    });
    const base = { state: stateAt(1), version: 1 };
    const first = writer.enqueue(base, move(2));
    const second = writer.enqueue(base, move(3));
    db.writes[0]?.finish(true);
    await expect(first).rejects.toThrow('push failed');
    await tick();
    db.writes[1]?.finish(true);
    await second;
    expect(saved).toEqual([3]);
    expect(writer.latest('s1')).toBeUndefined();
  });
});
