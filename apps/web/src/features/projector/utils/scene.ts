import type { NarrativeMoment } from '@ecoscha/contracts';
import { disasterForDay, parseWirePhase, type Phase, type ProjectorView } from '@ecoscha/game';

/** What fills the projector's main area. */
export type SceneKind =
  | 'join'
  | 'narrative'
  | 'quiz'
  | 'quizRanking'
  | 'nightWait'
  | 'video'
  | 'discussion'
  | 'voting'
  | 'voteResult'
  | 'winner'
  | 'finalRanking';

/** A result shown beside a narrative or a timer, once it is public. */
export type Aside = 'sleep' | 'nightResult' | 'voteResult' | 'winner' | 'awards' | 'ended' | null;

export type Scene = {
  kind: SceneKind;
  /** The narrative the class hears now (kind `narrative`). */
  moment?: NarrativeMoment;
  /** Which quiz runs (kind `quiz`). */
  quiz?: 'opening' | 'closing';
  aside: Aside;
  /** The phase name the header shows: the rules' phase (`night_phase` for every night). */
  phase: Phase;
};

const NARRATIVES: Partial<Record<Phase, NarrativeMoment>> = {
  narrative_1: 'opening',
  start_roleplay_narrative: 'roleplay_start',
  night_phase: 'night_opening',
  highest_scorer_action: 'night_highest_scorer',
  waste_villain_action: 'night_villains',
  green_guardian_action: 'night_guardians',
  waste_manager_action: 'night_manager',
  voting_completed: 'after_voting',
  closing_quiz_intro: 'closing_quiz_intro',
  final_narrative: 'final_words',
};

const SCENES: Partial<Record<Phase, Omit<Scene, 'phase'>>> = {
  initial: { kind: 'join', aside: null },
  quiz_active: { kind: 'quiz', quiz: 'opening', aside: null },
  quiz_completed: { kind: 'quizRanking', aside: null },
  night_phase_complete: { kind: 'nightWait', aside: null },
  video_learning_active: { kind: 'video', aside: null },
  video_learning_completed: { kind: 'voteResult', aside: null },
  discussion_active: { kind: 'discussion', aside: 'nightResult' },
  voting_active: { kind: 'voting', aside: null },
  elimination_reveal: { kind: 'voteResult', aside: null },
  game_ended: { kind: 'winner', aside: null },
  closing_quiz_active: { kind: 'quiz', quiz: 'closing', aside: null },
  closing_quiz_completed: { kind: 'finalRanking', aside: null },
  game_completely_ended: { kind: 'finalRanking', aside: 'ended' },
};

const ASIDES: Partial<Record<Phase, Aside>> = {
  night_phase: 'sleep',
  highest_scorer_action: 'sleep',
  waste_villain_action: 'sleep',
  green_guardian_action: 'sleep',
  waste_manager_action: 'sleep',
  voting_completed: 'voteResult',
  roleplay_ending_narrative: 'winner',
  final_narrative: 'awards',
};

/** What the projector shows in a phase; every phase has a scene. */
export function sceneOf(view: ProjectorView): Scene {
  const phase = parseWirePhase(view.gameState.phase)?.phase ?? 'initial';
  const fixed = SCENES[phase];
  if (fixed) return { ...fixed, phase };
  const aside = ASIDES[phase] ?? null;
  if (phase === 'morning_phase_active') {
    const moment: NarrativeMoment = `morning_${disasterForDay(view.currentRound)}`;
    return { kind: 'narrative', moment, aside: 'nightResult', phase };
  }
  if (phase === 'roleplay_ending_narrative') {
    const winner = view.gameState.winner;
    const moment =
      winner === 'good_guys' ? 'ending_good' : winner ? 'ending_villains' : 'ending_neutral';
    return { kind: 'narrative', moment, aside, phase };
  }
  return { kind: 'narrative', moment: NARRATIVES[phase] ?? 'opening', aside, phase };
}
