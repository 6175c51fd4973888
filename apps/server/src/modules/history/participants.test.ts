import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { GameHistoryEntry } from '@ecoscha/contracts';
import { migrationsFolder } from '../../db/client';
import { BOT_LIMITS, createAccount, useTestApp, type Account } from '../../testing/test-app';
import { createSessionRepository } from '../sessions/session-repository';

let guide: Account;
let student: Account;
let classmate: Account;

async function call(who: Account, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<Record<string, unknown>>();
}

const historyOf = async (who: Account) =>
  (await call(who, 'GET', '/api/auth/history')).history as GameHistoryEntry[];
const priorOf = (who: Account) =>
  createSessionRepository(t.database.db).countQuizSessions(who.userId, 'none');

/** Opens a room with `players`; each hands in one opening topic when `quiz`; `end` ends it. */
async function playSession(players: Account[], { quiz = false, end = false } = {}) {
  const created = await call(guide, 'POST', '/api/game-sessions', { moderatorId: guide.userId });
  const sessionId = String(created._id);
  for (const p of players) {
    await call(p, 'POST', `/api/game-sessions/${sessionId}/join`, { userId: p.userId });
  }
  if (quiz) {
    for (const phase of ['narrative_1', 'quiz_active']) {
      await call(guide, 'PUT', `/api/game-sessions/${sessionId}/phase`, { phase });
    }
    for (const p of players) {
      const { topics } = (await call(p, 'GET', `/api/quiz/topics?sessionId=${sessionId}`)) as {
        topics: Array<{ _id: string; questions: Array<{ id: string }> }>;
      };
      const [topic] = topics;
      await call(p, 'POST', '/api/quiz-score/save-score', {
        sessionId,
        userId: p.userId,
        topicId: topic?._id,
        answers: Object.fromEntries(topic?.questions.map((q) => [q.id, 'A']) ?? []),
        isClosingQuiz: false,
      });
    }
  }
  if (end) {
    await call(guide, 'PUT', `/api/game-sessions/${sessionId}/phase`, {
      phase: 'game_completely_ended',
    });
  }
  return sessionId;
}

const t = useTestApp(BOT_LIMITS);
beforeAll(async () => {
  guide = await createAccount(t.app, 'sustainability_guide');
  student = await createAccount(t.app, 'asep_eco_citizen');
  classmate = await createAccount(t.app, 'mang_karwa_waste_villain');
});

it('answers history and earlier quizzes from the participant rows, not from other sessions’ states', async () => {
  const played = await playSession([student, classmate], { quiz: true, end: true });
  const [entry] = await historyOf(student);
  expect(entry).toMatchObject({ sessionId: played, status: 'finished', playerCount: 2 });
  expect(await priorOf(student)).toBe(1);

  // A session the student never played in, whose stored state is made to name them (a player
  // who handed in a quiz): neither answer changes, so neither read it.
  const other = await playSession([classmate], { quiz: true });
  const seat = JSON.stringify([
    { userId: student.userId, username: student.username, roleId: 'eco_citizen_1' },
  ]);
  await t.database.db.execute(sql`
    update game_sessions set state = jsonb_set(state::jsonb, '{players}', (state::jsonb->'players') || ${seat}::jsonb)::json
    where id = ${other}`);
  await t.database.db.execute(sql`
    insert into session_quiz_results (session_id, user_id, position, result)
    values (${other}, ${student.userId}, 0, '{"topicId":"x"}'::json)`);
  // The finished session's own state is not read either: its line was kept when it ended.
  await t.database.db.execute(
    sql`update game_sessions set state = jsonb_set(state::jsonb, '{players}', '[]'::jsonb)::json where id = ${played}`,
  );

  expect(await historyOf(student)).toEqual([entry]);
  expect(await priorOf(student)).toBe(1);
  const next = await playSession([student]);
  const seated = await createSessionRepository(t.database.db).load(next);
  expect(seated?.state.players[0]?.priorQuizSessions).toBe(1);
});

/** The statements of a migration, without their comments. */
function migrationStatements(file: string): string[] {
  return readFileSync(join(migrationsFolder(), file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^--.*$/gm, '').trim());
}

/** The statements of a migration that move data (after its tables are made). */
const dataStatements = (file: string) =>
  migrationStatements(file).filter((statement) => /^(INSERT|UPDATE)/.test(statement));

it('the migrations fill the rows of sessions stored before them, with the same answers', async () => {
  const fresh = await createAccount(t.app, 'ibu_eneng_eco_citizen');
  const sessionIds = [
    await playSession([fresh, classmate], { quiz: true, end: true }),
    await playSession([fresh], { quiz: true }),
    await playSession([fresh]),
  ];
  const repository = createSessionRepository(t.database.db);
  const states = async () => Promise.all(sessionIds.map((id) => repository.load(id)));
  const before = {
    history: await historyOf(fresh),
    prior: await priorOf(fresh),
    states: await states(),
  };
  expect(before.history).toHaveLength(3);
  expect(before.prior).toBe(2);

  // As stored before migrations 0006 and 0007: the documents in jsonb (0009 made them json),
  // quiz results inside each state, no other rows.
  await t.database.db.execute(
    sql`alter table game_sessions alter column state type jsonb using state::jsonb`,
  );
  await t.database.db.execute(
    sql`alter table session_quiz_results alter column result type jsonb using result::jsonb`,
  );
  await t.database.db.execute(sql`
    update game_sessions s set state = s.state || jsonb_build_object('quizResults', coalesce(
      (select jsonb_object_agg(user_id, results) from (
        select user_id, jsonb_agg(result order by position) as results
        from session_quiz_results q where q.session_id = s.id group by user_id) as per_player),
      '{}'::jsonb))`);
  await t.database.db.execute(sql`delete from session_quiz_results`);
  await t.database.db.execute(sql`delete from session_participants`);
  expect(await historyOf(fresh)).toEqual([]);

  const statements = [
    ...dataStatements('0006_session_participants.sql'),
    ...dataStatements('0007_session_quiz_results.sql'),
  ];
  expect(statements).toHaveLength(4);
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
  for (const statement of migrationStatements('0009_session_documents_as_json.sql')) {
    await t.database.db.execute(sql.raw(statement));
  }

  expect(await historyOf(fresh)).toEqual(before.history);
  expect(await priorOf(fresh)).toBe(before.prior);
  expect(await states()).toEqual(before.states);
});
