import { afterAll, beforeAll, expect, it } from 'vitest';
import { learningMaterials } from '../../db/schema';
import { openBotGame, playOpening, type BotGame } from '../../testing/bot-game';
import { BOT_LIMITS, useTestApp, listen } from '../../testing/test-app';

let game: BotGame;
const t = useTestApp(BOT_LIMITS);
beforeAll(async () => {
  // This video alone, whatever videos the seed content brings.
  await t.database.db.delete(learningMaterials);
  await t.database.db.insert(learningMaterials).values({
    id: 'video-citarum',
    origin: 'moderator',
    type: 'video',
    title: 'Sungai kita',
    titleEn: 'Our river',
    url: 'https://youtu.be/abcdefghijk',
    sourceCredit: { platform: 'Example' },
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
  game = await openBotGame(await listen(t), 4);
});
afterAll(async () => {
  game.close();
});

it('serves the round video and records it in the session when the guide shows it', async () => {
  const { moderator, players, sessionId } = game;
  await playOpening(game, async () => undefined);
  for (const phase of ['night_phase_1', 'highest_scorer_action', 'waste_villain_action']) {
    await game.advance(phase);
  }
  for (const phase of ['green_guardian_action', 'waste_manager_action', 'night_phase_complete']) {
    await game.advance(phase);
  }
  await moderator.call('POST', '/api/gameflow/process-night-results', { sessionId });
  await game.waitAll('morning_phase_active');
  await game.advance('video_learning_active');

  const url = `/api/learning-materials/round/1?sessionId=${sessionId}`;
  const asPlayer = await players[0]?.call<{ _id: string }>('GET', url);
  expect(asPlayer?._id).toBe('video-citarum');
  const view = () =>
    moderator.call<{ usedVideos: unknown[] }>('GET', `/api/game-sessions/${sessionId}`);
  expect((await view()).usedVideos).toEqual([]);

  await moderator.call('GET', url);
  await moderator.call('GET', url);
  expect((await view()).usedVideos).toEqual([
    expect.objectContaining({ round: 1, videoId: 'video-citarum', videoTitle: 'Sungai kita' }),
  ]);
});

it('refuses a malformed round number', async () => {
  const bad = await fetch(`${game.moderator.baseUrl}/api/learning-materials/round/zero`);
  expect(bad.status).toBe(400);
});
