import type { Move } from '../moves';
import type { QuizBank } from '../quiz-bank';
import { actorsOfStep, hasActedInStep, kindOfStep } from '../night-steps';
import { pickOne } from '../random';
import { questionsFor } from '../quiz';
import { isVillain } from '../roles';
import type { GameState, Player, QuizKind } from '../state';
import { PRACTICE_RIGHT_SHARE, practiceAnswer } from './answers';

type Random = () => number;

const others = (state: GameState, playerId: string) =>
  state.players.filter((p) => p.isAlive && p.userId !== playerId);

/** The topics of the running quiz this seat has not handed in yet, each answered. */
function quizMoves(
  state: GameState,
  player: Player,
  kind: QuizKind,
  random: Random,
  bank: QuizBank,
): Move[] {
  if (kind === 'opening' && !player.isAlive) return [];
  const topicIds =
    kind === 'opening'
      ? state.quizTopicIds
      : bank.topics.filter((t) => t.closing.length > 0).map((t) => t.topicId);
  const done = new Set(
    (state.quizResults[player.userId] ?? []).filter((r) => r.kind === kind).map((r) => r.topicId),
  );
  return topicIds
    .filter((topicId) => !done.has(topicId))
    .map((topicId) => {
      const questions = questionsFor(state, player.userId, topicId, kind, bank);
      const answers = Object.fromEntries(
        questions.map((q) => [q.id, practiceAnswer(q, random() < PRACTICE_RIGHT_SHARE, random)]),
      );
      return { type: 'submitQuizTopic', actorId: player.userId, topicId, answers };
    });
}

/** A villain follows a fellow villain's choice tonight, else picks a player of the good team. */
function killTarget(state: GameState, player: Player, random: Random): Player | undefined {
  const goodOnes = others(state, player.userId).filter((p) => !isVillain(p.roleId));
  const fellowChoice = state.nightActions.find(
    (a) => a.round === state.round && a.kind === 'kill' && a.actorId !== player.userId,
  );
  return goodOnes.find((p) => p.userId === fellowChoice?.targetId) ?? pickOne(goodOnes, random);
}

/** A manager investigates someone they have not investigated yet (anyone else once all are). */
function investigateTarget(state: GameState, player: Player, random: Random): Player | undefined {
  const seen = new Set(
    state.investigations.filter((i) => i.managerId === player.userId).map((i) => i.targetId),
  );
  const candidates = others(state, player.userId);
  const fresh = candidates.filter((p) => !seen.has(p.userId));
  return pickOne(fresh.length > 0 ? fresh : candidates, random);
}

/** The seat's action in the current night step: first it reports acting, then it acts. */
function nightMoves(state: GameState, player: Player, random: Random): Move[] {
  if (!actorsOfStep(state).some((p) => p.userId === player.userId)) return [];
  if (hasActedInStep(state, player.userId)) return [];
  const acting: Move[] =
    state.actionStates[player.userId] === 'true'
      ? []
      : [{ type: 'setActionState', actorId: player.userId, state: 'true' }];
  const kind = kindOfStep(state.phase);
  const target =
    kind === 'kill'
      ? killTarget(state, player, random)
      : kind === 'investigate'
        ? investigateTarget(state, player, random)
        : kind === 'save'
          ? pickOne(
              state.players.filter((p) => p.isAlive),
              random,
            )
          : pickOne(others(state, player.userId), random);
  if (!target) return [];
  const act: Move = kind
    ? { type: 'nightAction', actorId: player.userId, kind, targetId: target.userId }
    : { type: 'specialAction', actorId: player.userId, targetId: target.userId };
  return [...acting, act];
}

/**
 * The day vote: a villain votes for a player of the good team, a manager for a villain they found,
 * anyone else for a living other player.
 */
function voteMoves(state: GameState, player: Player, random: Random): Move[] {
  if (!player.isAlive || player.hasVoted) return [];
  const candidates = others(state, player.userId);
  const found = state.investigations
    .filter((i) => i.managerId === player.userId && i.isVillain)
    .map((i) => i.targetId);
  const preferred = isVillain(player.roleId)
    ? candidates.filter((p) => !isVillain(p.roleId))
    : candidates.filter((p) => found.includes(p.userId));
  const target = pickOne(preferred.length > 0 ? preferred : candidates, random);
  return target ? [{ type: 'castDayVote', actorId: player.userId, targetId: target.userId }] : [];
}

/**
 * What the seat `playerId` does now, in order, by the rules of the current phase: its quiz topics,
 * its night step's action (reporting that it is acting first), the day vote. Empty when it has
 * nothing to do. Pure: the caller applies the moves (each may still be refused by the rules).
 */
export function practiceSeatMoves(
  state: GameState,
  playerId: string,
  random: Random,
  quizBank: QuizBank,
): Move[] {
  const player = state.players.find((p) => p.userId === playerId);
  if (!player) return [];
  switch (state.phase) {
    case 'quiz_active':
      return quizMoves(state, player, 'opening', random, quizBank);
    case 'closing_quiz_active':
      return quizMoves(state, player, 'closing', random, quizBank);
    case 'highest_scorer_action':
    case 'waste_villain_action':
    case 'green_guardian_action':
    case 'waste_manager_action':
      return player.isAlive ? nightMoves(state, player, random) : [];
    case 'voting_active':
      return voteMoves(state, player, random);
    default:
      return [];
  }
}
