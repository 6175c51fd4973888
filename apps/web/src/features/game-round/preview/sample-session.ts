import {
  applyMove,
  createGame,
  DEFAULT_TIMINGS,
  isRuleError,
  nightActionStatus,
  specialActionEligibility,
  viewFor,
  type GameState,
  type GameView,
  type Move,
  type NightActionStatus,
  type Phase,
  type RoleId,
  type TopicResult,
} from '@ecoscha/game';
import { NIGHT_STEP_ORDER, STEP_ACTION, type NightStep } from '../utils/night-steps';

/**
 * A made-up session for the read-only previews of the guide's screens, played with the real
 * rules (never a real session, never the API): seven villagers, one quiz, one night.
 */
export const SAMPLE_GUIDE_ID = 'preview-guide';

const SEATS: Array<[string, string, RoleId, number]> = [
  ['preview-1', 'Sari', 'eco_citizen_1', 50],
  ['preview-2', 'Budi', 'waste_villain_1', 30],
  ['preview-3', 'Rani', 'green_guardian_2', 40],
  ['preview-4', 'Harsa', 'waste_manager_1', 20],
  ['preview-5', 'Yana', 'waste_villain_2', 30],
  ['preview-6', 'Eneng', 'eco_citizen_2', 40],
  ['preview-7', 'Raka', 'green_guardian_1', 10],
];

const START = Date.UTC(2025, 6, 1, 8, 0, 0);
const context = { now: START, random: () => 0.42, timings: DEFAULT_TIMINGS, quiz: { topics: [] } };

function play(state: GameState, move: Move): GameState {
  const result = applyMove(state, move, context);
  if (isRuleError(result)) throw new Error(`The sample move was refused: ${result.error}`);
  return result.state;
}

const advance = (state: GameState, to: Phase) =>
  play(state, { type: 'advance', actorId: SAMPLE_GUIDE_ID, to });

const quizResult = (score: number): TopicResult => ({
  topicId: 'plastic_waste',
  kind: 'opening',
  questionIds: [],
  answers: {},
  correct: score / 10,
  score,
  submittedAt: START,
});

/** Night 1's narrative, after a quiz that Sari won. */
function firstNight(): GameState {
  let state = createGame({
    sessionId: 'preview-session',
    roomCode: 'PREVIEW1',
    moderatorId: SAMPLE_GUIDE_ID,
    moderatorUsername: 'Kang Alam',
    seed: 1,
    now: START,
  });
  for (const [actorId, username, roleId] of SEATS) {
    state = play(state, { type: 'join', actorId, username, roleId });
  }
  state = advance(advance(state, 'narrative_1'), 'quiz_active');
  state = {
    ...state,
    quizResults: Object.fromEntries(SEATS.map(([id, , , score]) => [id, [quizResult(score)]])),
  };
  state = advance(advance(state, 'quiz_completed'), 'start_roleplay_narrative');
  return advance(state, 'night_phase');
}

/** Who does what in night 1: [actor, target]. */
const NIGHT_PLAN: Partial<Record<NightStep, Array<[string, string]>>> = {
  highest_scorer_action: [['preview-1', 'preview-2']],
  waste_villain_action: [
    ['preview-2', 'preview-6'],
    ['preview-5', 'preview-6'],
  ],
  green_guardian_action: [
    ['preview-3', 'preview-1'],
    ['preview-7', 'preview-3'],
  ],
  waste_manager_action: [['preview-4', 'preview-5']],
};

function act(state: GameState, step: NightStep, actorId: string, targetId: string): GameState {
  const kind = STEP_ACTION[step];
  return play(
    state,
    kind
      ? { type: 'nightAction', actorId, kind, targetId }
      : { type: 'specialAction', actorId, targetId },
  );
}

/**
 * Night 1 at `step`: every earlier step played in full; in an action step the first actor has
 * chosen and the second is still choosing.
 */
function nightAt(step: NightStep): GameState {
  let state = firstNight();
  for (const current of NIGHT_STEP_ORDER) {
    const plan = NIGHT_PLAN[current] ?? [];
    if (current === step) {
      const [first, second] = plan;
      if (first) state = act(state, current, first[0], first[1]);
      if (second)
        state = play(state, { type: 'setActionState', actorId: second[0], state: 'true' });
      return state;
    }
    for (const [actorId, targetId] of plan) state = act(state, current, actorId, targetId);
    const next = NIGHT_STEP_ORDER[NIGHT_STEP_ORDER.indexOf(current) + 1];
    if (next) state = advance(state, next);
  }
  return state;
}

export type SampleNight = {
  view: GameView;
  status: NightActionStatus;
  eligibleIds: string[];
};

export function sampleNight(step: NightStep): SampleNight {
  const state = nightAt(step);
  return {
    view: viewFor(state, SAMPLE_GUIDE_ID),
    status: nightActionStatus(state),
    eligibleIds: specialActionEligibility(state).eligiblePlayers.map((p) => p.userId),
  };
}

/** The morning after night 1: Eneng was eliminated, the guardians guarded others. */
export function sampleMorning(): GameView {
  return viewFor(advance(nightAt('night_phase_complete'), 'morning_phase_active'), SAMPLE_GUIDE_ID);
}

/** The end of night 1, waiting for the guide to start the morning. */
export function sampleNightComplete(): GameView {
  return viewFor(nightAt('night_phase_complete'), SAMPLE_GUIDE_ID);
}
