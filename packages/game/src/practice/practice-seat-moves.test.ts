import { describe, expect, it } from 'vitest';
import { achievementsFor } from '../achievements';
import { isRuleError, type Move } from '../moves';
import { nightActionStatus } from '../night-steps';
import { createRandom } from '../random';
import { isVillain } from '../roles';
import type { Phase } from '../state';
import { TEST_BANK } from '../testing/fixtures';
import { MODERATOR, TestSession } from '../testing/session';
import { practiceSeatMoves } from './practice-seat-moves';
import { isPracticeSeat } from './seats';

/** A session of `students` real players (citizens) and `practice` practice seats. */
function practiceSession(practice: number, seed = 3, students = 0): TestSession {
  const s = new TestSession({ seed, roles: Array(students).fill('eco_citizen_1') });
  s.do({ type: 'addPracticeSeats', actorId: MODERATOR, count: practice });
  return s;
}

/** Every practice seat makes every move it has now, as the server's driver would; returns them. */
function playPracticeSeats(s: TestSession, random = s.random): Move[] {
  const made: Move[] = [];
  for (let pass = 0; pass < 20; pass += 1) {
    let moved = false;
    for (const seat of s.state.players.filter(isPracticeSeat)) {
      const [move] = practiceSeatMoves(s.state, seat.userId, random, TEST_BANK);
      if (!move) continue;
      const result = s.apply(move);
      if (isRuleError(result)) throw new Error(`${move.type} refused: ${result.error}`);
      made.push(move);
      moved = true;
    }
    if (!moved) return made;
  }
  throw new Error('practice seats kept moving');
}

const movesNow = (s: TestSession, id: string) =>
  practiceSeatMoves(s.state, id, createRandom(1), TEST_BANK);
const seatIds = (s: TestSession) => s.state.players.filter(isPracticeSeat).map((p) => p.userId);

describe('practiceSeatMoves', () => {
  it('does nothing in the lobby, the narratives or the morning', () => {
    const s = practiceSession(7);
    for (const phase of ['initial', 'narrative_1'] as Phase[]) {
      expect(s.state.phase).toBe(phase);
      for (const id of seatIds(s)) expect(movesNow(s, id)).toEqual([]);
      s.advance(phase === 'initial' ? 'narrative_1' : 'quiz_active');
    }
  });

  it('hands in every opening topic once, with a realistic mix of right and wrong answers', () => {
    const s = practiceSession(20);
    s.advance('narrative_1');
    s.advance('quiz_active');
    playPracticeSeats(s);
    const results = seatIds(s).flatMap((id) => s.state.quizResults[id] ?? []);
    expect(results).toHaveLength(20 * TEST_BANK.topics.length);
    const share = results.filter((r) => r.correct > 0).length / results.length;
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.75);
    for (const id of seatIds(s)) expect(movesNow(s, id)).toEqual([]);
  });

  it('at night: reports acting, then acts by role; villains pick a non-villain', () => {
    const s = practiceSession(14, 5);
    s.advance('narrative_1');
    s.advance('quiz_active');
    playPracticeSeats(s);
    s.advance('quiz_completed');
    s.advance('start_roleplay_narrative');
    s.advance('night_phase', 1);
    for (const id of seatIds(s)) expect(movesNow(s, id)).toEqual([]);

    s.advance('highest_scorer_action');
    const eligible = seatIds(s).filter((id) => movesNow(s, id).length > 0);
    expect(eligible.length).toBeGreaterThan(0);
    expect(movesNow(s, eligible[0] ?? '')[0]).toMatchObject({
      type: 'setActionState',
      state: 'true',
    });
    playPracticeSeats(s);
    expect(s.state.specialReveals.map((r) => r.playerId).sort()).toEqual(eligible.sort());

    s.advance('waste_villain_action');
    playPracticeSeats(s);
    const kills = s.state.nightActions.filter((a) => a.kind === 'kill');
    expect(kills).toHaveLength(4);
    const roleOf = (id: string) => s.player(id).roleId;
    for (const kill of kills) expect(isVillain(roleOf(kill.targetId))).toBe(false);
    expect(new Set(kills.map((k) => k.targetId)).size).toBe(1);
    expect(nightActionStatus(s.state).allCompleted).toBe(true);

    s.advance('green_guardian_action');
    playPracticeSeats(s);
    expect(s.state.nightActions.filter((a) => a.kind === 'save')).toHaveLength(2);
    s.advance('waste_manager_action');
    playPracticeSeats(s);
    const investigations = s.state.investigations;
    expect(investigations).toHaveLength(2);
    for (const i of investigations) expect(i.targetId).not.toBe(i.managerId);
    expect(nightActionStatus(s.state).allCompleted).toBe(true);
  });

  it('a manager investigates someone not yet investigated', () => {
    const s = practiceSession(4, 9);
    s.advanceTo('waste_manager_action');
    const manager = s.state.players.find((p) => p.roleId === 'waste_manager_1');
    if (!manager) throw new Error('no manager');
    const seen = s.state.players.filter((p) => p.userId !== manager.userId).slice(0, 2);
    s.state = {
      ...s.state,
      investigations: seen.map((p) => ({
        round: 0,
        managerId: manager.userId,
        targetId: p.userId,
        isVillain: false,
      })),
    };
    for (let seed = 1; seed <= 10; seed += 1) {
      const moves = practiceSeatMoves(s.state, manager.userId, createRandom(seed), TEST_BANK);
      const act = moves.find((m) => m.type === 'nightAction');
      expect(act && 'targetId' in act && seen.some((p) => p.userId === act.targetId)).toBe(false);
    }
  });

  it('votes once for a living other player, and the vote resolves when all have voted', () => {
    const s = practiceSession(7, 4);
    s.advanceTo('discussion_active');
    for (const id of seatIds(s)) expect(movesNow(s, id)).toEqual([]);
    s.advance('voting_active');
    const votes = playPracticeSeats(s);
    expect(votes).toHaveLength(7);
    for (const vote of votes) {
      expect(vote.type).toBe('castDayVote');
      if (vote.type === 'castDayVote') expect(vote.targetId).not.toBe(vote.actorId);
    }
    expect(s.state.phase).toBe('elimination_reveal');
  });

  it('an eliminated seat only takes the closing quiz; a student’s id gets the same rules', () => {
    const s = practiceSession(3, 2, 1);
    s.state = {
      ...s.state,
      phase: 'voting_active',
      players: s.state.players.map((p) =>
        p.userId === 'practice:1' ? { ...p, isAlive: false, isEliminated: true } : p,
      ),
    };
    expect(movesNow(s, 'practice:1')).toEqual([]);
    expect(movesNow(s, 'nobody')).toEqual([]);
    s.state = { ...s.state, phase: 'closing_quiz_active' };
    expect(movesNow(s, 'practice:1')).toHaveLength(TEST_BANK.topics.length);
  });
});

describe('a guide rehearses alone with practice seats', () => {
  /** The guide's part: every step in order, practice seats playing in between. */
  function rehearse(seed: number): TestSession {
    const s = practiceSession(7, seed);
    s.advance('narrative_1');
    s.advance('quiz_active');
    playPracticeSeats(s);
    s.advance('quiz_completed');
    s.advance('start_roleplay_narrative');
    for (let round = 1; round <= 20; round += 1) {
      s.advance('night_phase', round);
      const steps: Phase[] = [
        ...(round === 1 ? (['highest_scorer_action'] as Phase[]) : []),
        'waste_villain_action',
        'green_guardian_action',
        'waste_manager_action',
      ];
      for (const step of steps) {
        s.advance(step);
        playPracticeSeats(s);
        expect(nightActionStatus(s.state).allCompleted).toBe(true);
      }
      s.advance('night_phase_complete');
      s.advance('morning_phase_active');
      if (s.state.pendingWin) break;
      if (round % 2 === 1) s.advance('video_learning_active');
      s.advance('discussion_active');
      s.advance('voting_active');
      playPracticeSeats(s);
      expect(s.state.phase).toBe('elimination_reveal');
      if (s.state.pendingWin) break;
      s.advance('voting_completed');
    }
    s.advance('game_ended');
    s.advance('roleplay_ending_narrative');
    s.advance('closing_quiz_intro');
    s.advance('closing_quiz_active');
    playPracticeSeats(s);
    s.advance('closing_quiz_completed');
    s.advance('final_narrative');
    s.do({ type: 'endGame', actorId: MODERATOR });
    return s;
  }

  it('reaches the final leaderboard through the rules, for several seeds', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const s = rehearse(seed);
      expect(s.state.phase).toBe('game_completely_ended');
      expect(s.state.winner).not.toBeNull();
      // Everyone (the eliminated too) handed in the closing quiz.
      for (const id of seatIds(s)) {
        const closing = (s.state.quizResults[id] ?? []).filter((r) => r.kind === 'closing');
        expect(closing).toHaveLength(TEST_BANK.topics.length);
      }
      // Practice seats earn no achievements.
      expect(s.state.achievements).toEqual([]);
    }
  });
});

describe('achievements with practice seats', () => {
  it('go to students only, also the two top awards', () => {
    const s = practiceSession(5, 6, 2);
    s.advance('narrative_1');
    s.advance('quiz_active');
    playPracticeSeats(s);
    s.state = { ...s.state, phase: 'closing_quiz_active' };
    playPracticeSeats(s);
    // One student hands in one topic (wrong), the other nothing.
    const [topic] = TEST_BANK.topics;
    s.do({ type: 'submitQuizTopic', actorId: 'p1', topicId: topic?.topicId ?? '', answers: {} });
    const awards = achievementsFor(s.state, TEST_BANK, s.now);
    expect(awards.length).toBeGreaterThan(0);
    expect(new Set(awards.map((a) => a.userId))).toEqual(new Set(['p1']));
    expect(awards.map((a) => a.type)).toContain('best_eco_thinker');
  });
});
