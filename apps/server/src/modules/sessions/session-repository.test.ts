import type { TopicResult } from '@ecoscha/game';
import { drizzle } from 'drizzle-orm/pglite';
import { expect, it } from 'vitest';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { testLobby } from '../../testing/lobby';
import { documentOf } from './session-documents';
import { appliedActionsInsert, versionedUpdate } from './session-repository';
import { quizResultInsert } from './session-storage';

it('writes out the SQL and parameters drizzle builds for a save, with and without the document', () => {
  const db = drizzle.mock({ schema }) as unknown as Database;
  const lobby = testLobby();
  const from = { state: lobby, version: 4 };
  for (const deadline of [null, 1_700_000_000_000]) {
    const to = { state: { ...lobby, deadline, phase: 'narrative_1' as const }, version: 5 };
    for (const document of [documentOf(to.state), undefined]) {
      const update = versionedUpdate(db, from, to, document);
      expect(update.toSQL()).toEqual(update.drizzle().toSQL());
    }
  }
});

it('writes out the SQL and parameters drizzle builds for the quiz result rows of a save', () => {
  const db = drizzle.mock({ schema }) as unknown as Database;
  const result = (topicId: string): TopicResult => ({
    topicId,
    kind: 'closing',
    questionIds: ['q1', 'q2'],
    answers: { q1: 'A', q2: 'hutan "dijaga" bersama' },
    correct: 1,
    score: 10,
    submittedAt: 2_000,
  });
  const rows = [
    { sessionId: 'session-1', userId: 'ayu', position: 0, result: result('air') },
    { sessionId: 'session-1', userId: 'budi', position: 3, result: result('hutan') },
  ];
  for (const written of [rows.slice(0, 1), rows]) {
    const insert = quizResultInsert(db, written);
    expect(insert.toSQL()).toEqual(insert.drizzle().toSQL());
  }
});

it('writes out the SQL and parameters drizzle builds for the action ids of a save', () => {
  const db = drizzle.mock({ schema }) as unknown as Database;
  const actions = [
    { actionId: 'a-1', actorId: 'ayu', response: { success: true, targetId: 'budi' } },
    { actionId: 'a-2', actorId: 'budi', response: 'dijaga "bersama"' },
  ];
  for (const written of [actions.slice(0, 1), actions]) {
    const insert = appliedActionsInsert(db, 'session-1', written);
    expect(insert.toSQL()).toEqual(insert.drizzle().toSQL());
  }
});
