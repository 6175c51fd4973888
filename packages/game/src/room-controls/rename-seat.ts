import type { GameState, Player } from '../state';

/**
 * The same session with one seat's account id replaced by another everywhere it is recorded:
 * the seat, its quiz answers, night actions and what they aimed at, investigations, special
 * reveals, night results, day votes, eliminations, achievements and night status reports. Role,
 * points, scores and whether the seat is alive stay with the seat. The seat takes the new
 * account's name and is no longer a practice seat. The control log keeps its history as it was.
 */
export function renameSeat(
  state: GameState,
  fromId: string,
  to: { userId: string; username: string },
): GameState {
  const id = (value: string) => (value === fromId ? to.userId : value);
  const maybe = (value: string | null) => (value === null ? null : id(value));
  const keys = <T>(record: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [id(key), value]));
  const seat = (player: Player): Player => {
    if (player.userId !== fromId) return player;
    const { isPractice: _practice, ...rest } = player;
    return { ...rest, userId: to.userId, username: to.username };
  };
  return {
    ...state,
    players: state.players.map(seat),
    quizResults: keys(state.quizResults),
    nightActions: state.nightActions.map((a) => ({
      ...a,
      actorId: id(a.actorId),
      targetId: id(a.targetId),
    })),
    actionStates: keys(state.actionStates),
    investigations: state.investigations.map((i) => ({
      ...i,
      managerId: id(i.managerId),
      targetId: id(i.targetId),
    })),
    specialReveals: state.specialReveals.map((r) => ({
      ...r,
      playerId: id(r.playerId),
      targetId: id(r.targetId),
    })),
    nightResults: state.nightResults.map((r) => ({
      ...r,
      targetId: maybe(r.targetId),
      killedId: maybe(r.killedId),
      savedId: maybe(r.savedId),
      tally: keys(r.tally),
      tiedTargetIds: r.tiedTargetIds.map(id),
    })),
    dayVotes: state.dayVotes.map((v) => ({
      ...v,
      voterId: id(v.voterId),
      targetId: id(v.targetId),
    })),
    eliminations: state.eliminations.map((e) => ({
      ...e,
      eliminatedId: maybe(e.eliminatedId),
      tally: keys(e.tally),
      votes: e.votes.map((v) => ({ ...v, voterId: id(v.voterId), targetId: id(v.targetId) })),
      tiedIds: e.tiedIds.map(id),
    })),
    achievements: state.achievements.map((a) => ({ ...a, userId: id(a.userId) })),
  };
}
