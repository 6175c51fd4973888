import { expect, it } from 'vitest';
import { socketsAboveShare } from './socket-balance';

it('moves the sockets above an even share, and none for a few or when alone', () => {
  // After restarting a and then b, every phone is on a.
  expect(socketsAboveShare(32, [0])).toBe(16);
  expect(socketsAboveShare(30, [0, 0])).toBe(20);
  // A few above the share stay where they are: no phone moves for them.
  expect(socketsAboveShare(18, [14])).toBe(0);
  expect(socketsAboveShare(14, [18])).toBe(0);
  expect(socketsAboveShare(40, [])).toBe(0);
});
