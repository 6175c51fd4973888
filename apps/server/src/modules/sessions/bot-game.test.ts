import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  awardsToldTo,
  hiddenRoleLeaks,
  openBotGame,
  playWholeGame,
  signInBots,
} from '../../testing/bot-game';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_RATE_LIMIT: '10000',
    REGISTER_RATE_LIMIT: '10000',
    ACCOUNT_RATE_LIMIT: '1000000',
    ADDRESS_RATE_LIMIT: '1000000',
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('a whole game through HTTP and sockets', () => {
  it('a guide and 15 players play from room creation to the end, and nobody learns a hidden role', async () => {
    const game = await openBotGame(baseUrl, 15);
    try {
      const { winner, rounds } = await playWholeGame(game, 7);
      expect(['good_guys', 'villains']).toContain(winner);
      expect(rounds).toBeGreaterThanOrEqual(1);
      for (const bot of game.players) {
        expect(bot.phase()).toBe('game_completely_ended');
        expect(hiddenRoleLeaks(bot, game.roles, false)).toEqual([]);
        // The view its pushes built (whole, then patches) is the one the server answers.
        expect(bot.unfitPatches).toBe(0);
        const answered = await bot.call('GET', `/api/game-sessions/${game.sessionId}`);
        expect(bot.latestView).toEqual(answered);
      }
      // The guide sees every role; players got their own seat's view pushed all along.
      const pushes = game.players[0]?.received.filter((r) => r.event === 'session:state') ?? [];
      expect(pushes.length).toBeGreaterThan(20);
      const events = new Set(game.players[0]?.received.map((r) => r.event));
      for (const event of [
        'roomJoined',
        'phaseChanged',
        'discussionEnded',
        'votingCompleted',
        'gameEnded',
      ]) {
        expect(events.has(event), event).toBe(true);
      }
      // Each student is told of their own awards only: the view carries the whole class's.
      for (const bot of game.players) {
        const told = awardsToldTo(bot);
        expect(told.length).toBeGreaterThan(0);
        expect(new Set(told)).toEqual(new Set([bot.userId]));
      }
    } finally {
      game.close();
    }
  }, 120_000);

  it('signed-in accounts play a room by polling the session instead of a socket', async () => {
    const accounts = await signInBots(baseUrl, 6);
    const game = await openBotGame(baseUrl, 6, {
      accounts,
      transport: {
        kind: 'polling',
        pollsFor: (sessionId) => [
          { screen: 'any', path: `/api/game-sessions/${sessionId}`, everyMs: 20 },
        ],
      },
    });
    try {
      expect(game.moderator).toBe(accounts.moderator);
      await playWholeGame(game, 3);
      for (const bot of game.everyone) expect(bot.phase()).toBe('game_completely_ended');
      // Every view came from their own calls: each polled the session many times.
      for (const bot of game.players) {
        const polls = bot.answers.filter(
          (a) => a.event === `http GET /api/game-sessions/${game.sessionId}`,
        );
        expect(polls.length).toBeGreaterThan(20);
      }
    } finally {
      game.close();
    }
  }, 120_000);
});
