import {
  applyMove,
  DEFAULT_TIMINGS,
  isRuleError,
  viewFor,
  type GameState,
  type GameView,
  type Move,
  type TopicResult,
} from '@ecoscha/game';
import type { Narrative, NarrativeMoment } from '@ecoscha/contracts';
import { makeUser, storeLogin } from '@/testing/data';
import { mockApi, type Reply } from '@/testing/mock-api';
import { GUIDE_ID, makeTopicResult } from '@/testing/session-data';

const context = { now: 5_000, random: () => 0.5, timings: DEFAULT_TIMINGS, quiz: { topics: [] } };

/** Plays moves with the real rules; a refused move fails the test. */
export function withMoves(state: GameState, moves: Move[]): GameState {
  return moves.reduce((current, move) => {
    const result = applyMove(current, move, context);
    if (isRuleError(result)) throw new Error(`${move.type} refused: ${result.error}`);
    return result.state;
  }, state);
}

/** An opening-quiz result worth `score` points. */
export const quizScore = (score: number): TopicResult[] => [
  makeTopicResult({ correct: score / 10, score }),
];

/** `user-1` is logged in (as the guide with `guide`), the session answers with what `view()` says. */
export function signInWith(
  view: () => GameView,
  routes: Record<string, Reply | ((request: never) => Reply)> = {},
  { guide = false }: { guide?: boolean } = {},
) {
  const roleId = guide ? 'sustainability_guide_1' : undefined;
  storeLogin({ roleId });
  const user = guide
    ? makeUser({ _id: GUIDE_ID, id: GUIDE_ID, username: 'Kang Guru', roleId })
    : makeUser();
  return mockApi({
    'GET /api/auth/profile': { body: { user } },
    [`GET /api/game-sessions/${view().sessionId}`]: () => ({ body: view() }),
    ...(routes as Record<string, Reply>),
  });
}

export const viewOf = (state: GameState, viewerId = 'user-1') => viewFor(state, viewerId);

/** A narrative with one marked-free text, for the narrative boxes. */
export function makeNarrative(id: NarrativeMoment, text = `Text of ${id}`): Narrative {
  return {
    _id: id,
    kapanDibaca: 'Malam',
    kapanDibaca_en: 'Night',
    judul: `Judul ${id}`,
    judul_en: `Title ${id}`,
    isiBacaan: `Isi ${id}`,
    isiBacaan_en: text,
  };
}
