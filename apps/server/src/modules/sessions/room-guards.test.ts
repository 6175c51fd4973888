import { expect, it } from 'vitest';
import { createMissingSessions, createSeatSockets } from './room-guards';

it('remembers unknown sessions for a while, and forgets one that turned up', () => {
  const missing = createMissingSessions();
  missing.add('x', 0);
  missing.add('y', 0);
  expect(missing.has('x', 1_000)).toBe(true);
  missing.forget('y');
  expect(missing.has('y', 1_000)).toBe(false);
  expect(missing.has('x', 10 * 60_000)).toBe(false);
  expect(missing.size()).toBe(0);
});

it('keeps at most a few sockets per account and session, the newest', () => {
  const seats = createSeatSockets<string>(2);
  expect(seats.admit('s', 'u', 'a')).toEqual([]);
  expect(seats.admit('s', 'u', 'b')).toEqual([]);
  expect(seats.admit('s', 'u', 'a')).toEqual([]); // joining again is no new seat
  expect(seats.admit('s', 'u', 'c')).toEqual(['b']);
  expect(seats.admit('s', 'other', 'd')).toEqual([]);
  seats.release('s', 'u', 'a');
  expect(seats.count('s', 'u')).toBe(1);
});
