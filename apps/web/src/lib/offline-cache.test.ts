import { describe, expect, it } from 'vitest';
import { keptForOffline } from './offline-cache';

describe('what the service worker keeps for offline use', () => {
  it.each([
    '/api/characters',
    '/api/characters/green_guardian_1',
    '/api/glossary',
    '/api/site-content/home',
    '/api/learning-materials',
    '/content/images/scenes/morning.svg',
    '/runtime-config.js',
    '/assets/index-CvtQNnxe.js',
    '/assets/topic-chooser-BXzy6hHX.css',
  ])('keeps the public read or the app file %s, here and on an API elsewhere', (path) => {
    expect(keptForOffline(`http://127.0.0.1:3000${path}`)).toBe(true);
    expect(keptForOffline(`https://api.example.org/ecoscha${path}`)).toBe(true);
  });

  it.each([
    '/api/game-sessions/s1',
    '/api/game-sessions/s1/night-actions-status',
    '/api/learning-materials/round/2?sessionId=s1',
    '/api/gameflow/vote',
    '/api/quiz/topics?sessionId=s1',
    '/api/auth/profile',
    '/api/auth/history',
    '/api/quiz-score/leaderboard/s1',
    '/api/narratives?phase=opening',
    '/content/audio/theme.mp3',
    '/assets/index-CvtQNnxe.js.map',
    '/socket.io/?EIO=4&transport=polling',
    '/api/game-sessions/s1?next=/api/glossary',
  ])('never keeps the game call %s', (path) => {
    expect(keptForOffline(`http://127.0.0.1:3000${path}`)).toBe(false);
  });
});
