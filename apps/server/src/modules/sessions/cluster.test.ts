import { afterAll, describe, expect, it } from 'vitest';
import {
  awardsToldTo,
  hiddenRoleLeaks,
  openBotGame,
  playWholeGame,
  reachFirstVote,
} from '../../testing/bot-game';
import { BOT_LIMITS, createTestCluster, listen } from '../../testing/test-app';

const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe.runIf(enabled)('several instances behind a load balancer (PostgreSQL + Redis)', () => {
  const clusters: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const cluster of clusters) await cluster.close();
  });

  it('plays a whole game with clients spread over three servers, pushes reaching everyone', async () => {
    const cluster = await createTestCluster(3, BOT_LIMITS);
    clusters.push(cluster);
    const urls = await Promise.all(cluster.apps.map(listen));
    const game = await openBotGame(urls, 12);
    try {
      const { winner } = await playWholeGame(game, 11);
      expect(['good_guys', 'villains']).toContain(winner);
      for (const bot of game.players) {
        expect(bot.phase()).toBe('game_completely_ended');
        expect(hiddenRoleLeaks(bot, game.roles, false)).toEqual([]);
        // The room's events, and a student's own awards, reach their screen from whichever
        // server made them.
        const events = new Set(bot.received.map((r) => r.event));
        for (const event of ['phaseChanged', 'votingCompleted', 'gameEnded']) {
          expect(events.has(event), event).toBe(true);
        }
        const told = awardsToldTo(bot);
        expect(told.length).toBeGreaterThan(0);
        expect(new Set(told)).toEqual(new Set([bot.userId]));
      }
    } finally {
      game.close();
    }
  }, 120_000);

  it('keeps every one of fifteen simultaneous votes sent to different servers', async () => {
    const cluster = await createTestCluster(3, BOT_LIMITS);
    clusters.push(cluster);
    const urls = await Promise.all(cluster.apps.map(listen));
    const game = await openBotGame(urls, 15);
    try {
      await reachFirstVote(game);
      const { players, sessionId } = game;
      await Promise.all(
        players.map((bot, i) =>
          bot.call('POST', '/api/gameflow/vote', {
            sessionId,
            voterId: bot.userId,
            targetId: players[(i + 1) % players.length]?.userId,
          }),
        ),
      );
      await game.waitAll('elimination_reveal');
      const { eliminationResult } = await game.moderator.call<{
        eliminationResult: { allVotes: unknown[]; type: string };
      }>('GET', `/api/gameflow/elimination-result/${sessionId}`);
      expect(eliminationResult.allVotes).toHaveLength(15);
      expect(eliminationResult.type).toBe('elimination');
    } finally {
      game.close();
    }
  }, 120_000);
});
