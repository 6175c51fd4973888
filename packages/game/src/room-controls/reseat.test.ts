import { describe, expect, it } from 'vitest';
import { leaderboard } from '../leaderboard';
import { playNight, playWholeGame, reachRoleplay } from '../testing/driver';
import { FOUR_SEATS, tableRoles } from '../testing/fixtures';
import { MODERATOR, TestSession } from '../testing/session';
import type { GameState } from '../state';
import { viewFor } from '../view';
import { renameSeat } from './rename-seat';

const NEW = { userId: 'friend-account', username: 'Siti', roleId: 'eco_citizen_2' } as const;
const reseat = (
  fromUserId: string,
  to: { userId: string; username: string; roleId: string } = NEW,
  actorId = MODERATOR,
) => ({ type: 'reseat', actorId, fromUserId, to }) as Parameters<TestSession['do']>[0];

/** Every place an id occurs in the state as a whole JSON string (a key or a value). */
const occurrences = (state: GameState, id: string) =>
  JSON.stringify({ ...state, controlLog: [] }).split(`"${id}"`).length - 1;

describe('renameSeat', () => {
  it('renames the seat everywhere a played game recorded it, and nothing else', () => {
    for (const seed of [3, 4, 5]) {
      const s = new TestSession({ seed, roles: tableRoles(9) });
      playWholeGame(s);
      for (const id of s.ids()) {
        const before = occurrences(s.state, id);
        const renamed = renameSeat(s.state, id, { userId: 'someone-new', username: 'Siti' });
        expect(occurrences(renamed, id), `${id} left behind`).toBe(0);
        expect(occurrences(renamed, 'someone-new')).toBe(before);
      }
    }
  });
});

describe('reseat', () => {
  it('moves role, points, answers, votes, night actions and life to the new account', () => {
    const s = new TestSession({
      roles: FOUR_SEATS,
    });
    reachRoleplay(s, (userId) => (userId === 'p2' ? 'right' : 'wrong'));
    playNight(s, { kills: { p1: 'p3' } });
    const before = s.player('p2');
    const board = leaderboard(s.state).find((e) => e.userId === 'p2');
    s.do(reseat('p2'));
    const moved = s.player(NEW.userId);
    expect(moved).toEqual({ ...before, userId: NEW.userId, username: 'Siti' });
    expect(s.ids()).not.toContain('p2');
    expect(s.state.quizResults[NEW.userId]).toHaveLength(6);
    expect(leaderboard(s.state).find((e) => e.userId === NEW.userId)).toEqual({
      ...board,
      userId: NEW.userId,
      username: 'Siti',
    });
    expect(viewFor(s.state, NEW.userId).viewer).toMatchObject({ isPlayer: true, isAlive: true });
    expect(viewFor(s.state, 'p2').viewer.isPlayer).toBe(false);
    expect(s.state.controlLog?.at(-1)).toMatchObject({
      control: 'reseat',
      fromUserId: 'p2',
      toUserId: NEW.userId,
    });
    // The seat plays on from the new account: it votes in the day.
    s.advance('video_learning_active');
    s.advance('discussion_active');
    s.advance('voting_active');
    s.do({ type: 'castDayVote', actorId: NEW.userId, targetId: 'p1' });
    expect(s.player(NEW.userId).hasVoted).toBe(true);
  });

  it('keeps an eliminated seat eliminated', () => {
    const s = new TestSession({ roles: ['waste_villain_1', 'eco_citizen_1', 'eco_citizen_2'] });
    reachRoleplay(s);
    playNight(s, { kills: { p1: 'p3' } });
    s.do(reseat('p3'));
    expect(s.player(NEW.userId)).toMatchObject({ isAlive: false, eliminatedBy: 'night_action' });
  });

  it('hands a practice seat to a student: it is no longer a practice seat', () => {
    const s = new TestSession({ roles: ['eco_citizen_1'] });
    s.do({ type: 'addPracticeSeats', actorId: MODERATOR, count: 1 });
    const practice = s.state.players.find((p) => p.isPractice)?.userId ?? '';
    s.do(reseat(practice));
    expect(s.player(NEW.userId).isPractice).toBeUndefined();
  });

  it('is refused for an account with a seat, for the guide, for a missing seat and for non-guides', () => {
    const s = new TestSession({ roles: ['waste_villain_1', 'eco_citizen_1'] });
    expect(s.apply(reseat('p1', { userId: 'p2', username: 'x', roleId: 'eco_citizen_1' }))).toEqual(
      {
        error: 'ALREADY_SEATED',
      },
    );
    expect(
      s.apply(reseat('p1', { userId: MODERATOR, username: 'x', roleId: 'eco_citizen_1' })),
    ).toEqual({ error: 'GUIDE_CANNOT_JOIN' });
    expect(
      s.apply(reseat('p1', { userId: 'g2', username: 'x', roleId: 'sustainability_guide_1' })),
    ).toEqual({ error: 'GUIDE_CANNOT_JOIN' });
    expect(s.apply(reseat('p9'))).toEqual({ error: 'INVALID_TARGET' });
    expect(s.apply(reseat('p1', NEW, 'p2'))).toEqual({ error: 'NOT_MODERATOR' });
    s.do({ type: 'endGame', actorId: MODERATOR });
    expect(s.apply(reseat('p1'))).toEqual({ error: 'GAME_OVER' });
  });
});
