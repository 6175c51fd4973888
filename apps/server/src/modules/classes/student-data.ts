import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { StudentData } from '@ecoscha/contracts';
import type { Database } from '../../db/client';
import {
  classes,
  classStudents,
  gameSessions,
  sessionParticipants,
  sessionQuizResults,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { StudentRow } from './class-repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What to collect: whose account, which roster entries, and every account id that played. */
export type StudentDataScope = {
  accountId: string;
  /** Roster entries shown (never their badge codes or hashes). */
  rosterWhere: SQL | undefined;
  /** Every account whose games count as the student's (the badge account and a linked one). */
  playerIds: string[];
};

/** Everything stored about one student: their account, roster entries and every game's answers. */
export async function collectStudentData(
  db: Database,
  { accountId, rosterWhere, playerIds }: StudentDataScope,
): Promise<StudentData> {
  const [account] = await db.select().from(users).where(eq(users.id, accountId)).limit(1);
  if (!account) throw new AppError('USER_NOT_FOUND');
  const rosters = await db
    .select({
      className: classes.name,
      schoolYear: classes.schoolYear,
      number: classStudents.number,
      name: classStudents.name,
      badgeIssuedAt: classStudents.badgeIssuedAt,
    })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(rosterWhere)
    .orderBy(asc(classes.createdAt), asc(classStudents.number));
  const played = await db
    .select({
      participant: sessionParticipants,
      roomCode: gameSessions.roomCode,
      createdAt: gameSessions.createdAt,
    })
    .from(sessionParticipants)
    .innerJoin(gameSessions, eq(gameSessions.id, sessionParticipants.sessionId))
    .where(inArray(sessionParticipants.userId, playerIds))
    .orderBy(asc(gameSessions.createdAt));
  const answers =
    played.length === 0
      ? []
      : await db
          .select()
          .from(sessionQuizResults)
          .where(
            and(
              inArray(
                sessionQuizResults.sessionId,
                played.map((row) => row.participant.sessionId),
              ),
              inArray(sessionQuizResults.userId, playerIds),
            ),
          )
          .orderBy(asc(sessionQuizResults.position));
  return {
    exportedAt: new Date().toISOString(),
    account: {
      username: account.username,
      email: account.email,
      roleId: account.roleId,
      createdAt: account.createdAt.toISOString(),
      signIn: account.email === null ? 'badge' : 'email',
    },
    rosters: rosters.map((row) => ({ ...row, badgeIssuedAt: iso(row.badgeIssuedAt) })),
    games: played.map(({ participant, roomCode, createdAt }) => ({
      sessionId: participant.sessionId,
      roomCode,
      date: (participant.finishedAt ?? createdAt).toISOString(),
      roleId: participant.roleId,
      totalScore: participant.totalScore,
      rank: participant.rank,
      openingQuizScore: participant.openingQuizScore,
      closingQuizScore: participant.closingQuizScore,
      quizAnswers: answers
        .filter(
          (row) => row.sessionId === participant.sessionId && row.userId === participant.userId,
        )
        .map((row) => row.result),
    })),
  };
}

/** A roster entry's data, as its guide downloads it: this entry, its badge and linked accounts. */
export const rosterEntryData = (db: Database, student: StudentRow) =>
  collectStudentData(db, {
    accountId: student.userId,
    rosterWhere: eq(classStudents.id, student.id),
    playerIds: [student.userId, ...(student.linkedUserId ? [student.linkedUserId] : [])],
  });

/** A signed-in account's own data: its entries (own badge or linked) and their badge accounts. */
export async function ownData(db: Database, userId: string): Promise<StudentData> {
  const mine = or(eq(classStudents.userId, userId), eq(classStudents.linkedUserId, userId));
  const entries = await db.select({ userId: classStudents.userId }).from(classStudents).where(mine);
  const playerIds = [...new Set([userId, ...entries.map((entry) => entry.userId)])];
  return collectStudentData(db, { accountId: userId, rosterWhere: mine, playerIds });
}

/** A file name part from a student's name: lower-case letters and digits joined by `-`. */
export function nameSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || 'student';
}
