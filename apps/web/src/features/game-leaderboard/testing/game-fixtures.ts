import {
  viewFor,
  type Achievement,
  type GameState,
  type LeaderboardEntry,
  type Phase,
  type QuizKind,
  type TopicResult,
} from '@ecoscha/game';
import { makeUser, storeLogin } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { GUIDE_ID, makeGameState, makeTopicResult } from '@/testing/session-data';

export const TOPIC_IDS = [
  'forest_land_fires',
  'industrial_waste',
  'plastic_waste',
  'clean_water_crisis',
  'land_conversion',
  'climate_change',
];

/** A fixture state in `phase`, changed by `change` (spread the parts a test needs). */
export function stateIn(
  phase: Phase,
  round = 0,
  change: (state: GameState) => Partial<GameState> = () => ({}),
): GameState {
  const state = makeGameState({ phase, round });
  return { ...state, ...change(state) };
}

/** `userId` eliminated in `round` by `cause`. */
export function eliminate(
  state: GameState,
  userId: string,
  cause: 'voting' | 'night_action',
  round: number,
): GameState['players'] {
  return state.players.map((p) =>
    p.userId === userId
      ? {
          ...p,
          isAlive: false,
          isEliminated: true,
          eliminatedBy: cause,
          eliminatedRound: round,
          gameScore: cause === 'voting' ? -20 : p.gameScore,
        }
      : p,
  );
}

/** `count` finished topics of `kind` for a player. */
export function results(kind: QuizKind, count: number): TopicResult[] {
  return TOPIC_IDS.slice(0, count).map((topicId) =>
    makeTopicResult({ topicId, kind, questionIds: [`${topicId}_q`] }),
  );
}

export const award = (userId: string, type: Achievement['type'], points = 50): Achievement => ({
  userId,
  type,
  points,
  awardedAt: 5_000,
});

/** A leaderboard row; scores can be set out of range to check the displayed clamps. */
export function entry(
  rank: number,
  userId: string,
  username: string,
  scores: Partial<LeaderboardEntry> = {},
): LeaderboardEntry {
  return {
    userId,
    username,
    rank,
    regularQuizScore: 30,
    closingQuizScore: 0,
    totalQuizScore: 30,
    gameScore: 0,
    totalScore: 30,
    score: 30,
    points: 30,
    completionTime: 60,
    hasCompletedQuiz: true,
    isAlive: true,
    ...scores,
  };
}

export function makeEntries(): LeaderboardEntry[] {
  return [
    entry(1, 'user-2', 'budi', { totalQuizScore: 150, points: 60, roleId: 'waste_villain_1' }),
    entry(2, 'user-1', 'sari', { totalQuizScore: 50, gameScore: -35, isAlive: false }),
    entry(3, 'user-3', 'rani', { totalQuizScore: -10, gameScore: Number.NaN }),
    entry(4, 'user-4', 'harsa', { totalQuizScore: 20, gameScore: 5 }),
  ];
}

export const TOPICS_ROUTE = {
  'GET /api/quiz/topics': {
    body: { topics: TOPIC_IDS.map((id) => ({ _id: id, questions: [] })) },
  },
};

type Routes = Parameters<typeof mockApi>[0];

/** The guide signed in, with the session as the guide sees `state`. */
export function signedInGuide(state: GameState, routes: Routes = {}) {
  storeLogin({ roleId: 'sustainability_guide_1' });
  const view = viewFor(state, GUIDE_ID);
  return mockApi({
    'GET /api/auth/profile': {
      body: {
        user: makeUser({
          _id: GUIDE_ID,
          id: GUIDE_ID,
          username: 'Kang Guru',
          roleId: 'sustainability_guide_1',
        }),
      },
    },
    [`GET /api/game-sessions/${view.sessionId}`]: { body: view },
    'GET /api/game-sessions/s1/leaderboard': { body: { leaderboard: makeEntries() } },
    ...TOPICS_ROUTE,
    ...routes,
  });
}

/** Player `user-1` (sari) signed in, with the session as they see `state`. */
export function signedInPlayer(state: GameState, routes: Routes = {}) {
  storeLogin();
  const view = viewFor(state, 'user-1');
  return mockApi({
    'GET /api/auth/profile': { body: { user: makeUser() } },
    [`GET /api/game-sessions/${view.sessionId}`]: { body: view },
    'GET /api/game-sessions/s1/leaderboard': { body: { leaderboard: makeEntries() } },
    ...routes,
  });
}
