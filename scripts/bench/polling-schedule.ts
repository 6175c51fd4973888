/**
 * The polling baseline: what the original web app's screens polled, and how often (spec
 * `game.md`, section 7 and the constants' "Polling" row), for a client in polling mode.
 */
import type { Poll } from '../../apps/server/src/testing/bot-client';

type View = {
  currentPhase?: string;
  viewer?: { isModerator?: boolean; isAlive?: boolean };
};

const NIGHT_STEPS = new Set([
  'highest_scorer_action',
  'waste_villain_action',
  'green_guardian_action',
  'waste_manager_action',
]);

/**
 * The screen a player of the original sat on in each phase, with its interval for the session:
 * lobby 3 s, narrative and reveal 2 s, topic choice 3 s (and its completed topics 2 s),
 * leaderboard 7 s (and the leaderboard itself every 3 s), role execute 1.5 s, morning 1 s,
 * video 3 s, discussion 1 s, voting 2 s, ending 3 s, closing quiz 5 s.
 */
function playerScreen(phase: string, alive: boolean): { screen: string; everyMs: number } {
  if (phase === 'initial') return { screen: 'lobby', everyMs: 3_000 };
  if (phase === 'quiz_active') return { screen: 'topic-choice', everyMs: 3_000 };
  if (phase === 'closing_quiz_active') return { screen: 'closing-quiz', everyMs: 5_000 };
  // Eliminated players wait on the eliminated leaderboard from the first night on.
  if (!alive && phase !== 'narrative_1') return { screen: 'leaderboard', everyMs: 7_000 };
  if (phase.startsWith('night_phase_') || NIGHT_STEPS.has(phase))
    return { screen: 'role-execute', everyMs: 1_500 };
  switch (phase) {
    case 'night_phase_complete':
    case 'morning_phase_active':
      return { screen: 'morning', everyMs: 1_000 };
    case 'video_learning_active':
    case 'video_learning_completed':
      return { screen: 'video', everyMs: 3_000 };
    case 'discussion_active':
      return { screen: 'discussion', everyMs: 1_000 };
    case 'voting_active':
      return { screen: 'voting', everyMs: 2_000 };
    case 'quiz_completed':
    case 'voting_completed':
    case 'game_ended':
      return { screen: 'leaderboard', everyMs: 7_000 };
    case 'roleplay_ending_narrative':
    case 'closing_quiz_intro':
      return { screen: 'ending', everyMs: 3_000 };
    default:
      // narrative_1, start_roleplay_narrative, elimination_reveal, closing_quiz_completed,
      // final_narrative: the narrative and reveal screens.
      return { screen: 'narrative', everyMs: 2_000 };
  }
}

/** The calls a polling client repeats on the screen its latest view puts it on. */
export function pollsFor(sessionId: string, json: Record<string, unknown> | undefined): Poll[] {
  const session = `/api/game-sessions/${sessionId}`;
  const view = json as View | undefined;
  const phase = view?.currentPhase ?? 'initial';
  if (phase === 'game_completely_ended') return [];
  // The guide's screens check the phase every second.
  if (view?.viewer?.isModerator) return [{ screen: 'guide', path: session, everyMs: 1_000 }];
  const { screen, everyMs } = playerScreen(phase, view?.viewer?.isAlive ?? true);
  const polls: Poll[] = [{ screen, path: session, everyMs }];
  if (screen === 'topic-choice') polls.push({ screen, path: session, everyMs: 2_000 });
  if (screen === 'leaderboard') {
    polls.push({ screen, path: `/api/quiz-score/leaderboard/${sessionId}`, everyMs: 3_000 });
  }
  return polls;
}
