import { AFTER_ROLEPLAY_PHASES } from './phases';
import { roleTypeOf } from './roles';
import type { Phase } from './state';
import type { GameView } from './view';
import { parseWirePhase } from './wire-phase';

type Query = Record<string, string | number | null | undefined>;

/** `/path?sessionId=..&key=value`, leaving out empty values. */
function href(path: string, sessionId: string, query: Query = {}): string {
  const all: Query = { sessionId, ...query };
  const pairs = Object.entries(all)
    .filter((pair): pair is [string, string | number] => pair[1] !== null && pair[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return `${path}?${pairs.join('&')}`;
}

const CLOSING_STEPS: Partial<Record<Phase, string>> = {
  closing_quiz_intro: 'closing_quiz_intro',
  closing_quiz_active: 'quiz_active',
  closing_quiz_completed: 'outro',
  final_narrative: 'final_narrative',
};

/** The night step in which each role acts. */
const ROLE_STEPS: Partial<Record<Phase, string>> = {
  waste_villain_action: 'waste_villain',
  green_guardian_action: 'green_guardian',
  waste_manager_action: 'waste_manager',
};

function victory(view: GameView) {
  return {
    type: 'victory',
    winner: view.gameState.winner,
    victoryType: view.gameState.victoryType,
  };
}

/** The pages the guide and the players share in a phase; undefined where they differ. */
function sharedRoute(view: GameView, phase: Phase): string | undefined {
  const id = view.sessionId;
  switch (phase) {
    case 'discussion_active':
      return href('/discussion-session', id);
    case 'voting_active':
      return href('/voting', id);
    case 'elimination_reveal':
      return href('/reveal-player', id);
    case 'video_learning_active':
      return href('/video-learning', id);
    case 'roleplay_ending_narrative':
      return href('/ending-narrative', id, { winner: view.gameState.winner });
    default:
      return undefined;
  }
}

/**
 * Once the guide has ended the game, everyone's results as they stood, said to be ended (the
 * guide's with their controls, a player's the class's ranking), rather than a silent trip home.
 */
const ENDED = { type: 'ended' } as const;

function moderatorRoute(view: GameView, phase: Phase): string {
  const id = view.sessionId;
  const round = view.currentRound;
  if (phase === 'game_completely_ended') return href('/moderator-leaderboard', id, ENDED);
  const closingStep = CLOSING_STEPS[phase];
  if (closingStep) return href('/closing-quiz', id, { step: closingStep });
  const shared = sharedRoute(view, phase);
  if (shared) return shared;
  switch (phase) {
    case 'initial':
    case 'quiz_active':
    case 'quiz_completed':
      return href('/moderator-leaderboard-startgame', id);
    case 'narrative_1':
    case 'start_roleplay_narrative':
      return href('/narrative', id);
    case 'night_phase_complete':
      return href('/start-morning-phase', id);
    case 'morning_phase_active':
      return href('/moderator-morning-phase', id);
    case 'voting_completed':
    case 'video_learning_completed':
      return href('/moderator-leaderboard', id);
    case 'game_ended':
      return href('/moderator-leaderboard', id, victory(view));
    default:
      return href('/moderator-night-phase', id, { round });
  }
}

function playerRoute(view: GameView, phase: Phase): string {
  const id = view.sessionId;
  const round = view.currentRound;
  const night = href('/night-phase', id, { round });
  if (phase === 'game_completely_ended') return href('/leaderboard', id, ENDED);
  if (!view.viewer.isAlive && !AFTER_ROLEPLAY_PHASES.includes(phase)) {
    return href('/leaderboard', id, { type: 'eliminated' });
  }
  const roleStep = ROLE_STEPS[phase];
  if (roleStep) {
    const mine = view.viewer.roleId && roleTypeOf(view.viewer.roleId) === roleStep;
    return mine ? href('/role-execute', id, { round }) : night;
  }
  const shared = sharedRoute(view, phase);
  if (shared) return shared;
  switch (phase) {
    case 'initial':
    case 'narrative_1':
      return href('/leaderboard', id, { type: 'waiting-moderator' });
    case 'quiz_active':
      return href('/choose-topic-card', id);
    case 'quiz_completed':
    case 'start_roleplay_narrative':
      return href('/leaderboard', id, { type: 'after-quiz' });
    case 'highest_scorer_action':
      return view.viewer.canSpecialAction ? href('/special-action', id) : night;
    case 'morning_phase_active':
      return href('/morning-phase', id, { round });
    case 'voting_completed':
    case 'video_learning_completed':
      return href('/leaderboard', id);
    case 'game_ended':
      return href('/leaderboard', id, victory(view));
    case 'closing_quiz_intro':
      return href('/closing-quiz', id, { step: 'closing_quiz_intro' });
    case 'closing_quiz_active':
      return href('/closing-choose-topic', id);
    case 'closing_quiz_completed':
      return href('/leaderboard', id, { type: 'after-closing-quiz' });
    case 'final_narrative':
      return href('/closing-quiz', id, { step: 'final_narrative' });
    default:
      return night;
  }
}

/**
 * The page (path and query) where this viewer belongs now (game.md section 4). Someone who is
 * neither the moderator nor a player of the session belongs on the home page.
 */
export function routeFor(view: GameView): string {
  const phase = parseWirePhase(view.gameState.phase)?.phase ?? 'initial';
  if (view.viewer.isModerator) return moderatorRoute(view, phase);
  if (!view.viewer.isPlayer) return '/';
  return playerRoute(view, phase);
}
