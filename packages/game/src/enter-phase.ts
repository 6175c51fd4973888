import { achievementsFor } from './achievements';
import type { GameEvent, RuleContext } from './moves';
import { resolveNight } from './night';
import { phaseDurationMs } from './durations';
import type { TransitionCause } from './phases';
import { scoresOf } from './scoring';
import type { GameState, Phase } from './state';
import { resolveVote } from './voting';
import { wirePhase } from './wire-phase';

export type Cause = { by: TransitionCause; actorId: string | null };
export type Entered = { state: GameState; events: GameEvent[] };
type OnEnter = (state: GameState, ctx: RuleContext, from: GameState, cause: Cause) => Entered;

const quiet = (state: GameState): Entered => ({ state, events: [] });

/** The round a night starting from this state has. */
export const nextNightRound = (state: GameState): number =>
  state.phase === 'start_roleplay_narrative' ? 1 : state.round + 1;

/** What happens on entering each phase, besides the common reset done by `enterPhase`. */
const ON_ENTER: Partial<Record<Phase, OnEnter>> = {
  quiz_active: (s, ctx) =>
    quiet({
      ...s,
      moderatorFinishedNarrative: true,
      quizStartedAt: ctx.now,
      quizTopicIds: ctx.quiz.topics.map((t) => t.topicId),
    }),
  // The opening quiz score becomes the starting points.
  quiz_completed: (s) =>
    quiet({
      ...s,
      players: s.players.map((p) => ({ ...p, points: scoresOf(s, p.userId).regularQuizScore })),
    }),
  night_phase: (s, _ctx, from) =>
    quiet({
      ...s,
      round: nextNightRound(from),
      videoStage: null,
      discussionEndedByModerator: false,
    }),
  morning_phase_active: (s, ctx) => resolveNight(s, ctx.random),
  video_learning_active: (s, _ctx, from) =>
    quiet({
      ...s,
      videoStage: from.phase === 'morning_phase_active' ? 'before_discussion' : 'after_reveal',
    }),
  discussion_active: (s) => quiet({ ...s, discussionEndedByModerator: false }),
  voting_active: (s, _ctx, _from, cause) =>
    cause.by === 'moderator'
      ? { state: { ...s, discussionEndedByModerator: true }, events: [{ type: 'discussionEnded' }] }
      : quiet(s),
  elimination_reveal: (s, ctx) => resolveVote(s, ctx.random),
  game_ended: (s) => {
    if (!s.pendingWin) return quiet(s);
    const { winner, winReason, victoryType } = s.pendingWin;
    return {
      state: { ...s, winner, winReason, victoryType, pendingWin: null },
      events: [{ type: 'gameEnded', winner, winReason, victoryType }],
    };
  },
  closing_quiz_active: (s, ctx, _from, cause) =>
    quiet({ ...s, closingQuizStartedAt: ctx.now, closingQuizStartedBy: cause.actorId }),
  closing_quiz_completed: (s, ctx) => {
    const awards = achievementsFor(s, ctx.quiz, ctx.now);
    return {
      state: { ...s, achievements: [...s.achievements, ...awards] },
      events: awards.map((a) => ({
        type: 'achievement' as const,
        userId: a.userId,
        achievement: a.type,
        points: a.points,
      })),
    };
  },
  game_completely_ended: (s, ctx, _from, cause) =>
    quiet({ ...s, gameEnded: true, endedBy: cause.actorId, endedAt: ctx.now }),
};

/**
 * Moves the session into `to`: sets the phase's start and deadline (null unless it has one; its
 * length is `phaseDurationMs`, the session's own durations and accessibility mode), ends a pause,
 * clears the night status reports, runs the phase's entry effect and announces the change.
 */
export function enterPhase(state: GameState, to: Phase, ctx: RuleContext, cause: Cause): Entered {
  // A paused timer belongs to the phase that is ending.
  const { pausedRemainingMs: _paused, ...current } = state;
  const duration = phaseDurationMs(state, to, ctx.timings);
  const base: GameState = {
    ...current,
    phase: to,
    phaseStartedAt: ctx.now,
    deadline: duration === null ? null : ctx.now + duration,
    actionStates: {},
  };
  const entered = ON_ENTER[to]?.(base, ctx, state, cause) ?? quiet(base);
  const changed: GameEvent = {
    type: 'phaseChanged',
    phase: to,
    wirePhase: wirePhase(entered.state),
    round: entered.state.round,
  };
  return { state: entered.state, events: [...entered.events, changed] };
}
