import { createGame, type GameState } from '@ecoscha/game';

/** A new room in its lobby, with no players yet: the state the storage tests start from. */
export const testLobby = (): GameState =>
  createGame({
    sessionId: 'session-1',
    roomCode: 'ROOM0001',
    moderatorId: 'guide',
    moderatorUsername: 'Kang Alam',
    seed: 1,
    now: 1_000,
  });
