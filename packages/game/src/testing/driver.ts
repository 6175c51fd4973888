import type { QuizQuestionKey } from '../quiz-bank';
import { actorsOfStep, hasActedInStep, kindOfStep } from '../night-steps';
import { pickOne } from '../random';
import { questionsFor } from '../quiz';
import type { Phase, QuizKind } from '../state';
import { rightAnswer, TEST_BANK, TOPIC_IDS, wrongAnswer } from './fixtures';
import { MODERATOR, type TestSession } from './session';

/** For each player and topic: answer right, answer wrong, or leave the topic out. */
export type AnswerPlan = (userId: string, topicId: string) => 'right' | 'wrong' | 'skip';

export function answersFor(
  session: TestSession,
  userId: string,
  topicId: string,
  kind: QuizKind,
  right: boolean,
): Record<string, string> {
  const questions = questionsFor(session.state, userId, topicId, kind, TEST_BANK);
  const answer = (q: QuizQuestionKey) => (right ? rightAnswer(q) : wrongAnswer(q));
  return Object.fromEntries(questions.map((q) => [q.id, answer(q)]));
}

/** Every player hands in the topics of the current quiz as the plan says. */
export function answerQuiz(session: TestSession, kind: QuizKind, plan: AnswerPlan): void {
  for (const userId of session.ids()) {
    for (const topicId of TOPIC_IDS) {
      const choice = plan(userId, topicId);
      if (choice === 'skip') continue;
      session.tick(1_000);
      const answers = answersFor(session, userId, topicId, kind, choice === 'right');
      session.do({ type: 'submitQuizTopic', actorId: userId, topicId, answers });
    }
  }
}

/** From the lobby to night 1's narrative, through the opening quiz. */
export function reachRoleplay(session: TestSession, plan: AnswerPlan = () => 'wrong'): void {
  session.advance('narrative_1');
  session.advance('quiz_active');
  answerQuiz(session, 'opening', plan);
  session.advance('quiz_completed');
  session.advance('start_roleplay_narrative');
  session.advance('night_phase', 1);
}

/** From the lobby to day 1's vote (the video, the discussion), after a night nobody acts in. */
export function reachFirstVote(session: TestSession, plan?: AnswerPlan): void {
  reachRoleplay(session, plan);
  playNight(session);
  session.advance('video_learning_active');
  session.advance('discussion_active');
  session.advance('voting_active');
}

/** Who does what at night: actor id -> target id. */
export type NightPlan = {
  reveals?: Record<string, string>;
  kills?: Record<string, string>;
  saves?: Record<string, string>;
  investigations?: Record<string, string>;
};

const NEXT_STEP: Partial<Record<Phase, Phase>> = {
  highest_scorer_action: 'waste_villain_action',
  waste_villain_action: 'green_guardian_action',
  green_guardian_action: 'waste_manager_action',
  waste_manager_action: 'night_phase_complete',
};

/** From a night's narrative to its morning, taking the planned actions. */
export function playNight(session: TestSession, plan: NightPlan = {}): void {
  session.advance(session.state.round === 1 ? 'highest_scorer_action' : 'waste_villain_action');
  while (session.state.phase !== 'night_phase_complete') {
    const phase = session.state.phase;
    const kind = kindOfStep(phase);
    const targets =
      phase === 'highest_scorer_action'
        ? plan.reveals
        : kind === 'kill'
          ? plan.kills
          : kind === 'save'
            ? plan.saves
            : plan.investigations;
    for (const [actorId, targetId] of Object.entries(targets ?? {})) {
      session.do(
        kind
          ? { type: 'nightAction', actorId, kind, targetId }
          : { type: 'specialAction', actorId, targetId },
      );
    }
    session.advance(NEXT_STEP[phase] ?? 'night_phase_complete');
  }
  session.advance('morning_phase_active');
}

/**
 * From the morning to the end of the day: video (odd days), discussion, the vote, the reveal.
 * Stops at voting_completed, or at game_ended when a side has won.
 */
export function playDay(session: TestSession, votes: Record<string, string> = {}): void {
  if (session.state.pendingWin) {
    session.advance('game_ended');
    return;
  }
  if (session.state.round % 2 === 1) {
    session.advance('video_learning_active');
    session.advance('discussion_active');
  } else {
    session.advance('discussion_active');
  }
  session.advance('voting_active');
  for (const [actorId, targetId] of Object.entries(votes)) {
    session.do({ type: 'castDayVote', actorId, targetId });
  }
  if (session.state.phase === 'voting_active') {
    session.tick(session.ctx().timings.votingMs);
    session.do({ type: 'deadline' });
  }
  session.advance(session.state.pendingWin ? 'game_ended' : 'voting_completed');
}

/**
 * Everyone right in the opening quiz, one night by `night` (a kill ends a table of one villain
 * and two good players), the win, then the closing quiz running.
 */
export function reachClosingQuiz(session: TestSession, night: NightPlan): void {
  reachRoleplay(session, () => 'right');
  playNight(session, night);
  session.advance('game_ended');
  session.advance('roleplay_ending_narrative');
  session.advance('closing_quiz_intro');
  session.advance('closing_quiz_active');
}

/** After the ending: narrative, closing quiz, final narrative, end for everyone. */
export function finishGame(session: TestSession, plan: AnswerPlan = () => 'right'): void {
  session.advance('roleplay_ending_narrative');
  session.advance('closing_quiz_intro');
  session.advance('closing_quiz_active');
  answerQuiz(session, 'closing', plan);
  session.advance('closing_quiz_completed');
  session.advance('final_narrative');
  session.do({ type: 'endGame', actorId: MODERATOR });
}

/** A plausible night: each actor of each step acts on a random fitting target. */
export function randomNight(session: TestSession): NightPlan {
  const living = session.ids((p) => p.isAlive);
  const pick = (actorId: string, allowSelf: boolean) =>
    pickOne(
      living.filter((id) => allowSelf || id !== actorId),
      session.random,
    ) ?? actorId;
  const plan: Required<NightPlan> = { reveals: {}, kills: {}, saves: {}, investigations: {} };
  for (const player of session.state.players.filter((p) => p.isAlive)) {
    const role = player.roleId;
    if (role.includes('waste_villain')) {
      const goodOnes = living.filter((id) => !session.player(id).roleId.includes('waste_villain'));
      plan.kills[player.userId] = pickOne(goodOnes, session.random) ?? pick(player.userId, false);
    }
    if (role.startsWith('green_guardian')) plan.saves[player.userId] = pick(player.userId, true);
    if (role === 'waste_manager_1') plan.investigations[player.userId] = pick(player.userId, false);
  }
  return plan;
}

/** Plays a whole game with random (seeded) choices; returns the number of rounds played. */
export function playWholeGame(session: TestSession, maxRounds = 100): number {
  reachRoleplay(session, (_u, _t) => (session.random() < 0.6 ? 'right' : 'wrong'));
  for (;;) {
    const plan = randomNight(session);
    playNight(session, { ...plan, reveals: specialReveals(session) });
    const living = session.ids((p) => p.isAlive);
    const votes = Object.fromEntries(
      living
        .filter(() => session.random() < 0.9)
        .map((id) => [
          id,
          pickOne(
            living.filter((t) => t !== id),
            session.random,
          ) ?? id,
        ]),
    );
    playDay(session, votes);
    if (session.state.phase === 'game_ended') break;
    if (session.state.round >= maxRounds) throw new Error('the game did not end');
    if (session.state.round % 2 === 0) {
      session.advance('video_learning_active');
      session.advance('video_learning_completed');
    }
    session.advance('night_phase', session.state.round + 1);
  }
  const rounds = session.state.round;
  finishGame(session, () => (session.random() < 0.7 ? 'right' : 'wrong'));
  return rounds;
}

/** Reveals planned for night 1: every eligible player reveals someone. */
function specialReveals(session: TestSession): Record<string, string> {
  if (session.state.round !== 1) return {};
  const state = { ...session.state, phase: 'highest_scorer_action' as const };
  const living = session.ids((p) => p.isAlive);
  return Object.fromEntries(
    actorsOfStep(state)
      .filter((p) => !hasActedInStep(state, p.userId))
      .map((p) => [
        p.userId,
        pickOne(
          living.filter((id) => id !== p.userId),
          session.random,
        ) ?? p.userId,
      ]),
  );
}
