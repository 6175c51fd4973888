import type { GameTimings } from './timings';
import { PHASES, type GameState, type NightActionKind, type Phase } from './state';

/** Who makes a transition happen (`system`: the last vote or the last quiz hand-in). */
export type TransitionCause = 'moderator' | 'deadline' | 'system';

export type Transition = {
  from: Phase;
  to: Phase;
  by: TransitionCause;
  /** An extra condition on the state; the transition is legal only when it holds. */
  when?: (state: GameState) => boolean;
};

const hasPlayers = (s: GameState) => s.players.length > 0;
const firstRound = (s: GameState) => s.round === 1;
const laterRound = (s: GameState) => s.round >= 2;
const won = (s: GameState) => s.pendingWin !== null;
const oddDay = (s: GameState) => !won(s) && s.round % 2 === 1;
const evenDay = (s: GameState) => !won(s) && s.round % 2 === 0;
const videoBefore = (s: GameState) => s.videoStage === 'before_discussion';
const videoAfter = (s: GameState) => s.videoStage === 'after_reveal';
const notWon = (s: GameState) => !won(s);

const row = (from: Phase, to: Phase, by: TransitionCause, when?: Transition['when']) =>
  when ? { from, to, by, when } : { from, to, by };

/** The whole flow of a session (game.md section 4), one row per legal phase change. */
export const TRANSITIONS: readonly Transition[] = [
  row('initial', 'narrative_1', 'moderator', hasPlayers),
  row('narrative_1', 'quiz_active', 'moderator'),
  row('quiz_active', 'quiz_completed', 'moderator'),
  row('quiz_active', 'quiz_completed', 'deadline'),
  row('quiz_active', 'quiz_completed', 'system'),
  row('quiz_completed', 'start_roleplay_narrative', 'moderator'),
  row('start_roleplay_narrative', 'night_phase', 'moderator'),
  row('night_phase', 'highest_scorer_action', 'moderator', firstRound),
  row('night_phase', 'waste_villain_action', 'moderator', laterRound),
  row('highest_scorer_action', 'waste_villain_action', 'moderator'),
  row('waste_villain_action', 'green_guardian_action', 'moderator'),
  row('green_guardian_action', 'waste_manager_action', 'moderator'),
  row('waste_manager_action', 'night_phase_complete', 'moderator'),
  row('night_phase_complete', 'morning_phase_active', 'moderator'),
  row('morning_phase_active', 'game_ended', 'moderator', won),
  row('morning_phase_active', 'video_learning_active', 'moderator', oddDay),
  row('morning_phase_active', 'discussion_active', 'moderator', evenDay),
  row('video_learning_active', 'discussion_active', 'moderator', videoBefore),
  row('discussion_active', 'voting_active', 'moderator'),
  row('discussion_active', 'voting_active', 'deadline'),
  row('voting_active', 'elimination_reveal', 'deadline'),
  row('voting_active', 'elimination_reveal', 'system'),
  row('voting_active', 'elimination_reveal', 'moderator'),
  row('elimination_reveal', 'game_ended', 'moderator', won),
  row('elimination_reveal', 'voting_completed', 'moderator', notWon),
  row('voting_completed', 'video_learning_active', 'moderator'),
  row('voting_completed', 'night_phase', 'moderator'),
  row('video_learning_active', 'video_learning_completed', 'moderator', videoAfter),
  row('video_learning_completed', 'night_phase', 'moderator'),
  row('game_ended', 'roleplay_ending_narrative', 'moderator'),
  row('roleplay_ending_narrative', 'closing_quiz_intro', 'moderator'),
  row('closing_quiz_intro', 'closing_quiz_active', 'moderator'),
  row('closing_quiz_active', 'closing_quiz_completed', 'moderator'),
  row('closing_quiz_active', 'closing_quiz_completed', 'deadline'),
  row('closing_quiz_active', 'closing_quiz_completed', 'system'),
  row('closing_quiz_completed', 'final_narrative', 'moderator'),
];

/** The legal transition from the current phase to `to` made by `by`, if any. */
export function findTransition(
  state: GameState,
  to: Phase,
  by: TransitionCause,
): Transition | undefined {
  return TRANSITIONS.find(
    (t) => t.from === state.phase && t.to === to && t.by === by && (t.when?.(state) ?? true),
  );
}

/** Where the current phase goes by itself when its deadline passes. */
export function deadlineTransition(state: GameState): Transition | undefined {
  return TRANSITIONS.find(
    (t) => t.from === state.phase && t.by === 'deadline' && (t.when?.(state) ?? true),
  );
}

/** Phases that end by themselves, and the timing that sets their deadline. */
export const PHASE_DEADLINES: Partial<Record<Phase, keyof GameTimings>> = {
  quiz_active: 'quizMs',
  discussion_active: 'discussionMs',
  voting_active: 'votingMs',
  closing_quiz_active: 'closingQuizMs',
};

/** Players may join (or rejoin) while the opening quiz has not ended. */
export const JOINABLE_PHASES: readonly Phase[] = ['initial', 'narrative_1', 'quiz_active'];

/** The night, from its narrative step to its last action step. */
export const NIGHT_STEPS: readonly Phase[] = [
  'night_phase',
  'highest_scorer_action',
  'waste_villain_action',
  'green_guardian_action',
  'waste_manager_action',
];

/** Every phase of the night, including the step that waits for the moderator to process it. */
export const NIGHT_PHASES: readonly Phase[] = [...NIGHT_STEPS, 'night_phase_complete'];

/** The step in which each night action is taken. */
export const NIGHT_ACTION_STEP: Record<NightActionKind, Phase> = {
  kill: 'waste_villain_action',
  save: 'green_guardian_action',
  investigate: 'waste_manager_action',
};

/** From the win on: the roleplay is over (roles are shown, eliminated players rejoin the class). */
export const AFTER_ROLEPLAY_PHASES: readonly Phase[] = PHASES.slice(PHASES.indexOf('game_ended'));

/** The most players one session takes. */
export const MAX_PLAYERS = 50;
