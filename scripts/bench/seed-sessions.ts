/**
 * Stores `count` finished sessions straight into the server's database before it starts, as a
 * school that has played for years would have them: whole games of 15 players played by the rules
 * (quizzes, nights, votes, closing quiz), copied with fresh ids over a pool of students and guides
 * (about 30 sessions per student, 100 per guide). PGlite in DATA_DIR, or DATABASE_URL.
 *
 *   DATA_DIR=/tmp/x npx tsx scripts/bench/seed-sessions.ts 20000
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { playWholeGame } from '../../packages/game/src/testing/driver';
import { tableRoles } from '../../packages/game/src/testing/fixtures';
import { TestSession } from '../../packages/game/src/testing/session';
import type { Database } from '../../apps/server/src/db/client';
import { sessionParticipants, sessionQuizResults } from '../../apps/server/src/db/schema';
import type { ParticipantRow } from '../../apps/server/src/modules/history/participant-rows';
import type { QuizResultRow } from '../../apps/server/src/modules/sessions/session-documents';
import { planSave } from '../../apps/server/src/modules/sessions/session-storage';
import { withBenchDatabase } from './bench-database';

const TEMPLATES = 16;
const PLAYERS = 15;
const SESSIONS_PER_STUDENT = 30;
const SESSIONS_PER_GUIDE = 100;
const BATCH = 50;
const DAY_MS = 86_400_000;

/** The ids a template game uses, and their placeholders' pattern. */
const TEMPLATE_IDS = /"(session-1|ABCD1234|guide|p\d+)"/g;

type Template = { json: string; quizResults: QuizResultRow[]; participants: ParticipantRow[] };

/** Whole games played by the rules, stored as the server stores a new session (session-storage). */
function templateGames(): Template[] {
  return Array.from({ length: TEMPLATES }, (_, i) => {
    const session = new TestSession({ seed: i + 1, roles: tableRoles(PLAYERS) });
    playWholeGame(session);
    const plan = planSave(undefined, session.state);
    return {
      json: JSON.stringify(plan.document),
      quizResults: plan.quiz.insert,
      participants: plan.participants.write,
    };
  });
}

const roomCode = () => randomUUID().replaceAll('-', '').slice(0, 8).toUpperCase();

/** Session `index` as stored: a template game with the pool's students and guide in it. */
function storedSession(templates: Template[], index: number, students: string[], guides: string[]) {
  const id = randomUUID();
  const guide = guides[index % guides.length] ?? '';
  const seats = Array.from(
    { length: PLAYERS },
    (_, k) => students[(index * PLAYERS + k) % students.length] ?? '',
  );
  const names: Record<string, string> = { 'session-1': id, ABCD1234: roomCode(), guide };
  seats.forEach((seat, k) => (names[`p${k + 1}`] = seat));
  const template = templates[index % templates.length];
  if (!template) throw new Error('no template game');
  const json = template.json.replace(TEMPLATE_IDS, (_, name: string) => `"${names[name] ?? name}"`);
  const participants = template.participants.map((row) => ({
    ...row,
    sessionId: id,
    userId: names[row.userId] ?? row.userId,
  }));
  const quizResults = template.quizResults.map((row) => ({
    ...row,
    sessionId: id,
    userId: names[row.userId] ?? row.userId,
  }));
  // Spread over the last two years, the oldest first.
  const createdAt = new Date(Date.now() - 2 * 365 * DAY_MS + index * 3_600_000);
  return { id, guide, json, participants, quizResults, createdAt, roomCode: names.ABCD1234 ?? '' };
}

async function insertSessions(db: Database, rows: Array<ReturnType<typeof storedSession>>) {
  const values = rows.map(
    (row) =>
      sql`(${row.id}, ${row.roomCode}, ${row.guide}, false, ${row.json}::jsonb, 60, ${row.createdAt}, ${row.createdAt})`,
  );
  await db.execute(
    sql`insert into game_sessions (id, room_code, moderator_id, is_open, state, version, created_at, updated_at) values ${sql.join(values, sql`, `)}`,
  );
  await db.insert(sessionParticipants).values(rows.flatMap((row) => row.participants));
  // Some 180 rows a session: one JSON parameter per batch instead of four per row.
  const quizResults = JSON.stringify(
    rows.flatMap((row) =>
      row.quizResults.map((q) => ({
        session_id: q.sessionId,
        user_id: q.userId,
        position: q.position,
        result: q.result,
      })),
    ),
  );
  await db.execute(
    sql`insert into ${sessionQuizResults} (session_id, user_id, position, result)
        select session_id, user_id, position, result
        from jsonb_to_recordset(${quizResults}::jsonb)
          as q(session_id text, user_id text, position integer, result jsonb)`,
  );
}

/** Stores `count` finished sessions; returns how long it took. */
export async function seedFinishedSessions(options: {
  count: number;
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<{ seconds: number }> {
  const started = performance.now();
  await withBenchDatabase(options, async (db) => {
    const templates = templateGames();
    const pool = (size: number) => Array.from({ length: size }, () => randomUUID());
    const students = pool(
      Math.max(PLAYERS, Math.ceil((options.count * PLAYERS) / SESSIONS_PER_STUDENT)),
    );
    const guides = pool(Math.max(1, Math.ceil(options.count / SESSIONS_PER_GUIDE)));
    for (let first = 0; first < options.count; first += BATCH) {
      const size = Math.min(BATCH, options.count - first);
      const rows = Array.from({ length: size }, (_, i) =>
        storedSession(templates, first + i, students, guides),
      );
      await insertSessions(db, rows);
    }
  });
  return { seconds: (performance.now() - started) / 1000 };
}

if (process.argv[1]?.endsWith('seed-sessions.ts')) {
  const count = Number(process.argv[2] ?? 20_000);
  const { seconds } = await seedFinishedSessions({
    count,
    dataDir: process.env.DATA_DIR ?? './data',
    databaseUrl: process.env.DATABASE_URL,
  });
  console.log(`stored ${count} finished sessions in ${seconds.toFixed(1)} s`);
}
