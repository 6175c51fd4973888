import type { GameState, TopicResult } from '@ecoscha/game';
import { describe, expect, it } from 'vitest';
import { testLobby } from '../../testing/lobby';
import { documentChanged, documentOf, quizResultChanges, stateOf } from './session-documents';

const lobby = testLobby();
const topic = (topicId: string): TopicResult => ({
  topicId,
  kind: 'opening',
  questionIds: ['q1'],
  answers: { q1: 'A' },
  correct: 1,
  score: 10,
  submittedAt: 2_000,
});
const [t1, t2, t3] = [topic('t1'), topic('t2'), topic('t3')];
const answered: GameState = { ...lobby, quizResults: { ana: [t1], budi: [t1, t2] } };

describe('a session as stored', () => {
  it('is its document and its quiz result rows, and comes back whole from them', () => {
    expect(documentOf(answered)).not.toHaveProperty('quizResults');
    const { insert } = quizResultChanges(undefined, answered);
    expect(insert.map((row) => [row.userId, row.position, row.result.topicId])).toEqual([
      ['ana', 0, 't1'],
      ['budi', 0, 't1'],
      ['budi', 1, 't2'],
    ]);
    expect(stateOf(documentOf(answered), [...insert].reverse())).toEqual(answered);
  });

  it('a quiz answer adds one row and leaves the document as it is', () => {
    const next = { ...answered, quizResults: { ...answered.quizResults, ana: [t1, t3] } };
    expect(documentChanged(answered, next)).toBe(false);
    expect(quizResultChanges(answered, next)).toEqual({
      insert: [{ sessionId: 'session-1', userId: 'ana', position: 1, result: t3 }],
      replaceUsers: [],
    });
    expect(documentChanged(answered, { ...next, round: 2 })).toBe(true);
  });

  it('a seat removed or moved to another account has its rows written again', () => {
    const moved = { ...answered, quizResults: { ana: [t1], cici: [t1, t2] } };
    const { insert, replaceUsers } = quizResultChanges(answered, moved);
    expect(replaceUsers).toEqual(['budi']);
    expect(insert.map((row) => [row.userId, row.position])).toEqual([
      ['cici', 0],
      ['cici', 1],
    ]);
    const rewritten = { ...answered, quizResults: { ...answered.quizResults, ana: [t2] } };
    expect(quizResultChanges(answered, rewritten).replaceUsers).toEqual(['ana']);
    expect(quizResultChanges(answered, answered)).toEqual({ insert: [], replaceUsers: [] });
  });
});
