import {
  applyMove,
  createGame,
  DEFAULT_TIMINGS,
  isRuleError,
  viewFor,
  type GameState,
  type GameView,
  type Phase,
  type RoleId,
  type TopicResult,
} from '@ecoscha/game';

export const GUIDE_ID = 'guide-1';

/** A quiz topic handed in: one question, answered right, worth 10 points. */
export function makeTopicResult(overrides: Partial<TopicResult> = {}): TopicResult {
  return {
    topicId: 'plastic_waste',
    kind: 'opening',
    questionIds: [],
    answers: {},
    correct: 1,
    score: 10,
    submittedAt: 2_000,
    ...overrides,
  };
}
const context = { now: 1_000, random: () => 0.5, timings: DEFAULT_TIMINGS, quiz: { topics: [] } };

/**
 * A real game state (built by the rules) with `user-1` (the `makeUser()` account) and a few
 * other players, set to `phase`. Screens and redirects are tested against views of it.
 */
export function makeGameState(
  options: { sessionId?: string; phase?: Phase; round?: number; myRole?: RoleId } = {},
): GameState {
  let state = createGame({
    sessionId: options.sessionId ?? 's1',
    roomCode: 'ECO12345',
    moderatorId: GUIDE_ID,
    moderatorUsername: 'Kang Guru',
    seed: 7,
    now: 1_000,
  });
  const seats: Array<[string, string, RoleId]> = [
    ['user-1', 'sari', options.myRole ?? 'eco_citizen_1'],
    ['user-2', 'budi', 'waste_villain_1'],
    ['user-3', 'rani', 'green_guardian_2'],
    ['user-4', 'harsa', 'waste_manager_1'],
  ];
  for (const [userId, username, roleId] of seats) {
    const result = applyMove(state, { type: 'join', actorId: userId, username, roleId }, context);
    if (isRuleError(result)) throw new Error(result.error);
    state = result.state;
  }
  return { ...state, phase: options.phase ?? 'initial', round: options.round ?? 0 };
}

/** The view `viewerId` gets of a fixture state (the guide by default for GUIDE_ID). */
export function makeSessionView(
  options: Parameters<typeof makeGameState>[0] & { viewerId?: string } = {},
): GameView {
  return viewFor(makeGameState(options), options.viewerId ?? 'user-1');
}

/** The mockApi route answering GET /api/game-sessions/:id with `view`. */
export function sessionRoute(view: GameView) {
  return { [`GET /api/game-sessions/${view.sessionId}`]: { body: view } };
}
