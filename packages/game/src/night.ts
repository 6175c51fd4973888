import type { GameEvent } from './moves';
import { roleMayTake } from './night-steps';
import { tallyVotes } from './tally';
import type { GameState, NightActionKind, NightResult } from './state';
import { checkWinner } from './win';

/**
 * Settles the night: the living villains' most-voted target is eliminated unless a living
 * guardian protected them. Night eliminations cost no points. A win found here waits in
 * `pendingWin` until the moderator moves on from the morning.
 */
export function resolveNight(
  state: GameState,
  random: () => number,
): { state: GameState; events: GameEvent[] } {
  const round = state.round;
  const living = new Map(state.players.filter((p) => p.isAlive).map((p) => [p.userId, p]));
  const actionsOf = (kind: NightActionKind) =>
    state.nightActions.filter((a) => {
      const actor = living.get(a.actorId);
      return (
        a.round === round && a.kind === kind && actor !== undefined && roleMayTake(actor, kind)
      );
    });

  const kills = actionsOf('kill').filter((a) => living.has(a.targetId));
  const { tally, chosenId, tiedIds } = tallyVotes(
    kills.map((a) => a.targetId),
    random,
  );
  const saved = chosenId !== null && actionsOf('save').some((a) => a.targetId === chosenId);
  const killedId = chosenId !== null && !saved ? chosenId : null;
  const result: NightResult = {
    round,
    resultType: chosenId === null ? 'peaceful' : saved ? 'saved' : 'killed',
    targetId: chosenId,
    killedId,
    savedId: saved ? chosenId : null,
    decidedBy: chosenId === null ? 'none' : tiedIds.length > 0 ? 'random_tie' : 'majority',
    tally,
    tiedTargetIds: tiedIds,
  };

  const players = state.players.map((p) =>
    p.userId === killedId
      ? {
          ...p,
          isAlive: false,
          isEliminated: true,
          eliminatedBy: 'night_action' as const,
          eliminatedRound: round,
        }
      : p,
  );
  const events: GameEvent[] = killedId
    ? [{ type: 'playerEliminated', userId: killedId, cause: 'night_action' }]
    : [];
  return {
    state: {
      ...state,
      players,
      nightResults: [...state.nightResults, result],
      pendingWin: checkWinner(players),
    },
    events,
  };
}
