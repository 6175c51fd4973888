import type { GameState, Player } from '@ecoscha/game';
import { describe, expect, it } from 'vitest';
import { testLobby } from '../../testing/lobby';
import { historyEntry } from './history-entry';
import { participantChanges, participantRows } from './participant-rows';

const lobby = testLobby();

const seat = (userId: string, extra: Partial<Player> = {}): Player => ({
  userId,
  username: `user-${userId}`,
  roleId: 'eco_citizen_1',
  isAlive: true,
  isEliminated: false,
  eliminatedBy: null,
  eliminatedRound: null,
  hasVoted: false,
  points: 0,
  gameScore: 0,
  joinedAt: 1_000,
  ...extra,
});

const seated: GameState = {
  ...lobby,
  players: [seat('ana'), seat('budi'), seat('practice:1', { isPractice: true })],
};
const ids = (rows: Array<{ userId: string }>) => rows.map((row) => row.userId);

describe('participant rows', () => {
  it('are the guide and each student; practice seats are no accounts', () => {
    expect(participantChanges(undefined, lobby).write).toMatchObject([
      { userId: 'guide', isGuide: true, roleId: 'sustainability_guide_1', finishedAt: null },
    ]);
    expect(ids(participantRows(seated))).toEqual(['guide', 'ana', 'budi']);
    expect(ids(participantChanges(lobby, seated).write)).toEqual(['ana', 'budi']);
  });

  it('change only with the facts they keep: a seat, a role, a first quiz topic, the end', () => {
    expect(participantChanges(seated, { ...seated, deadline: 99_000 })).toEqual({
      write: [],
      remove: [],
    });
    const voted = { ...seated, players: seated.players.map((p) => ({ ...p, hasVoted: true })) };
    expect(participantChanges(seated, voted)).toEqual({ write: [], remove: [] });

    const result = {
      topicId: 't1',
      kind: 'opening' as const,
      questionIds: [],
      answers: {},
      correct: 0,
      score: 0,
      submittedAt: 2_000,
    };
    const answered = { ...seated, quizResults: { ana: [result] } };
    expect(participantChanges(seated, answered).write).toMatchObject([
      { userId: 'ana', tookQuiz: true },
    ]);
    const secondTopic = {
      ...answered,
      quizResults: { ana: [result, { ...result, topicId: 't2' }] },
    };
    expect(participantChanges(answered, secondTopic).write).toEqual([]);

    const removed = { ...seated, players: seated.players.filter((p) => p.userId !== 'budi') };
    expect(participantChanges(seated, removed)).toEqual({ write: [], remove: ['budi'] });
  });

  it('keep each student’s final standing, as the history shows it, when the session ends', () => {
    const ended: GameState = { ...seated, phase: 'game_completely_ended', endedAt: 9_000 };
    const { write } = participantChanges(seated, ended);
    expect(ids(write)).toEqual(['guide', 'ana', 'budi']);
    const ana = write.find((row) => row.userId === 'ana');
    const line = historyEntry(ended, 'ana', new Date(ended.createdAt));
    expect(ana).toMatchObject({
      finishedAt: new Date(9_000),
      totalScore: line?.totalScore,
      rank: line?.rank,
      playerCount: 2,
      openingQuizScore: line?.openingQuizScore,
      closingQuizScore: null,
      achievements: [],
    });
    expect(write.find((row) => row.isGuide)).toMatchObject({
      rank: null,
      finishedAt: new Date(9_000),
    });
  });
});
