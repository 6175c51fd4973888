import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { classes, classStudents, gameSessions, oneTimeCodes, users } from '../db/schema';
import { generateSecretCode, hashSecretCode } from '../lib/secret-codes';

/**
 * Rows of classes, rosters and one-time codes written straight into the database, for tests of
 * what reads them (badge sign-in, resets, invites) without the class pages' routes.
 */

/** A class of `guideId`'s; `ended`: the guide ended it (every badge void). */
export async function insertClass(
  db: Database,
  guideId: string,
  options: { name?: string; ended?: boolean } = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(classes).values({
    id,
    guideId,
    name: options.name ?? `Kelas ${id.slice(0, 4)}`,
    endedAt: options.ended ? new Date() : null,
  });
  return id;
}

export type RosterRow = { studentId: string; userId: string; name: string; code: string };

/** A student on the class's roster with a badge account of their own and a fresh badge code. */
export async function insertRosterStudent(
  db: Database,
  classId: string,
  name = `Siswa ${randomUUID().slice(0, 6)}`,
): Promise<RosterRow> {
  const userId = randomUUID();
  await db.insert(users).values({
    id: userId,
    username: name,
    email: null,
    passwordHash: null,
    roleId: 'eco_citizen_1',
    characterKey: 'asep_eco_citizen',
  });
  const [{ next } = { next: 1 }] = await db
    .select({ next: sql<number>`coalesce(max(${classStudents.number}), 0)::int + 1` })
    .from(classStudents)
    .where(eq(classStudents.classId, classId));
  const studentId = randomUUID();
  const code = generateSecretCode();
  await db.insert(classStudents).values({
    id: studentId,
    classId,
    number: next,
    name,
    userId,
    badgeHash: hashSecretCode(code),
    badgeIssuedAt: new Date(),
  });
  return { studentId, userId, name, code };
}

/** A new badge for the student: the returned code works, the one before no longer does. */
export async function replaceBadge(db: Database, studentId: string): Promise<string> {
  const code = generateSecretCode();
  await db
    .update(classStudents)
    .set({ badgeHash: hashSecretCode(code), badgeIssuedAt: new Date() })
    .where(eq(classStudents.id, studentId));
  return code;
}

/** The guide ends the class: its badges are void (as the class pages do it). */
export async function endClass(db: Database, classId: string): Promise<void> {
  await db.update(classes).set({ endedAt: new Date() }).where(eq(classes.id, classId));
  await db
    .update(classStudents)
    .set({ badgeHash: null, badgeSealed: null, badgeIssuedAt: null })
    .where(eq(classStudents.classId, classId));
}

/** Marks an existing game session as opened for the class (its badges lead to its lobby). */
export async function openRoomForClass(db: Database, sessionId: string, classId: string) {
  await db.update(gameSessions).set({ classId }).where(eq(gameSessions.id, sessionId));
}

/** A one-time code row (a reset for `userId`, or an invite), expiring after `ttlMs` (may be < 0). */
export async function insertOneTimeCode(
  db: Database,
  row: {
    purpose: 'password_reset' | 'guide_invite';
    createdBy: string;
    userId?: string;
    ttlMs?: number;
  },
): Promise<string> {
  const code = generateSecretCode();
  await db.insert(oneTimeCodes).values({
    codeHash: hashSecretCode(code),
    purpose: row.purpose,
    userId: row.userId ?? null,
    createdBy: row.createdBy,
    expiresAt: new Date(Date.now() + (row.ttlMs ?? 60 * 60_000)),
  });
  return code;
}
