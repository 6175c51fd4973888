import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionStatePayload } from '@ecoscha/contracts';
import { forgetSeatViews, receiveSeatView, subscribeSeatViews, type SeatView } from './seat-views';

const view = (round: number) =>
  ({ players: [{ userId: 'a' }], currentRound: round }) as unknown as SeatView['view'];
const whole = (version: number, round: number) =>
  ({ sessionId: 's1', version, serverTime: 1, view: view(round) }) as SessionStatePayload;
const patch = (version: number, since: number, round: number) =>
  ({
    sessionId: 's1',
    version,
    serverTime: 2,
    since,
    patch: { set: { currentRound: round } },
  }) as SessionStatePayload;

afterEach(() => forgetSeatViews());

describe('seat views pushed whole, then as patches', () => {
  it('hands the screens each view the pushes make', () => {
    const seen: SeatView[] = [];
    const stop = subscribeSeatViews((push) => seen.push(push));
    const rejoin = vi.fn();
    receiveSeatView(whole(4, 1), rejoin);
    receiveSeatView(patch(7, 4, 2), rejoin);
    stop();
    expect(seen.map((push) => [push.version, push.view.currentRound])).toEqual([
      [4, 1],
      [7, 2],
    ]);
    expect(rejoin).not.toHaveBeenCalled();
  });

  it('asks for the whole view again when a patch does not fit the view held', () => {
    const seen: SeatView[] = [];
    const stop = subscribeSeatViews((push) => seen.push(push));
    const rejoin = vi.fn();
    receiveSeatView(whole(4, 1), rejoin);
    receiveSeatView(patch(9, 8, 3), rejoin);
    forgetSeatViews('s1');
    receiveSeatView(patch(10, 9, 3), rejoin);
    stop();
    expect(seen).toHaveLength(1);
    expect(rejoin).toHaveBeenCalledTimes(2);
    expect(rejoin).toHaveBeenCalledWith('s1');
  });
});
