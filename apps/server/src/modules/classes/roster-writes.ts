import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { ROSTER_MAX } from '@ecoscha/contracts';
import { DEFAULT_CHARACTER_KEY, roleIdForCharacterKey, type GameState } from '@ecoscha/game';
import type { Database } from '../../db/client';
import {
  classes,
  classStudents,
  gameSessions,
  oneTimeCodes,
  sessionParticipants,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { generateSecretCode, hashSecretCode, type CodeSealer } from '../../lib/secret-codes';
import { isUniqueViolation } from '../sessions/session-repository';
import { anonymisePlayer } from './anonymise-player';
import { freshBadge, voidBadge } from './badges';
import type { ClassRow, StudentRow } from './class-repository';

/** How long a password-reset code a guide makes stays valid. */
export const PASSWORD_RESET_MS = 24 * 60 * 60_000;

export type RosterWriteDeps = {
  db: Database;
  sealer: CodeSealer;
  /** Rewrites a stored session's state (the session service's `rewrite`). */
  rewriteSession: (sessionId: string, change: (state: GameState) => GameState) => Promise<void>;
  /** Forgets what is remembered of a removed account (its tokens stop at once). */
  forgetAccount: (userId: string) => void;
};

const nameKey = (name: string) => name.toLowerCase();

/** What deleting a student does to a stored session: their name becomes `#N`, answers stay. */
function anonymised(userId: string, oldName: string, label: string) {
  return (state: GameState): GameState => {
    // Quiz results are answers (kept as handed in); only the rest names players.
    const { quizResults, ...named } = state;
    return { ...anonymisePlayer(named, userId, oldName, label), quizResults };
  };
}

/**
 * The writes of a roster: new students (each with a badge account and a badge), new badges, the
 * end of a class, a student's and a class's deletion, a password reset for a linked account.
 * Each write that touches several rows runs in one transaction: all of it or nothing.
 */
export function createRosterWrites({ db, sealer, rewriteSession, forgetAccount }: RosterWriteDeps) {
  const notEnded = (owned: ClassRow) => {
    if (owned.endedAt) throw new AppError('CLASS_ENDED');
  };

  /** Adds students in the given order, numbered after every number given before; all or none. */
  async function addStudents(owned: ClassRow, names: string[]): Promise<StudentRow[]> {
    notEnded(owned);
    const keys = names.map(nameKey);
    if (new Set(keys).size !== keys.length) throw new AppError('STUDENT_NAME_TAKEN');
    const roleId = roleIdForCharacterKey(DEFAULT_CHARACTER_KEY);
    if (!roleId) throw new Error('the default character has no role');
    try {
      return await insertStudents(owned, names, roleId);
    } catch (error) {
      // The roster's unique names compare as the database lower-cases them (a rare letter may
      // differ from JavaScript's); a clash there is the same refusal.
      if (isUniqueViolation(error)) throw new AppError('STUDENT_NAME_TAKEN');
      throw error;
    }
  }

  /** The badge accounts and roster entries, in one transaction with the class row locked. */
  function insertStudents(owned: ClassRow, names: string[], roleId: string) {
    const keys = names.map(nameKey);
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      // The class row locked: two pastes at once number their students one after the other.
      const [locked] = await tx
        .select({ endedAt: classes.endedAt, numbersGiven: classes.numbersGiven })
        .from(classes)
        .where(eq(classes.id, owned.id))
        .for('update');
      if (!locked) throw new AppError('CLASS_NOT_FOUND');
      if (locked.endedAt) throw new AppError('CLASS_ENDED');
      const onRoster = await tx
        .select({ name: classStudents.name })
        .from(classStudents)
        .where(eq(classStudents.classId, owned.id));
      const taken = new Set(onRoster.map((row) => nameKey(row.name)));
      if (keys.some((key) => taken.has(key))) throw new AppError('STUDENT_NAME_TAKEN');
      if (onRoster.length + names.length > ROSTER_MAX) throw new AppError('ROSTER_FULL');
      // Numbers are never given twice: a deleted student's "Student N" stays theirs alone.
      const first = locked.numbersGiven + 1;
      await tx
        .update(classes)
        .set({ numbersGiven: locked.numbersGiven + names.length })
        .where(eq(classes.id, owned.id));
      const now = new Date();
      const accounts = names.map((name) => ({
        id: randomUUID(),
        username: name,
        email: null,
        passwordHash: null,
        roleId,
        characterKey: DEFAULT_CHARACTER_KEY,
      }));
      await tx.insert(users).values(accounts);
      return tx
        .insert(classStudents)
        .values(
          names.map((name, index) => ({
            id: randomUUID(),
            classId: owned.id,
            number: first + index,
            name,
            userId: accounts[index]?.id ?? '',
            ...freshBadge(sealer, now).columns,
          })),
        )
        .returning();
    });
  }

  /** A new badge for each of `students` (the old ones stop at once); the codes to show once. */
  async function renewBadges(owned: ClassRow, students: StudentRow[]) {
    notEnded(owned);
    const now = new Date();
    const renewed = students.map((student) => ({ student, badge: freshBadge(sealer, now) }));
    await db.transaction(async (tx) => {
      for (const { student, badge } of renewed) {
        await tx
          .update(classStudents)
          .set(badge.columns)
          .where(and(eq(classStudents.id, student.id), eq(classStudents.classId, owned.id)));
      }
    });
    return renewed.map(({ student, badge }) => ({ student, code: badge.code }));
  }

  /** Every badge void and the class marked ended (the roster and the progress stay). */
  async function endClass(owned: ClassRow): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.update(classStudents).set(voidBadge).where(eq(classStudents.classId, owned.id));
      await tx
        .update(classes)
        .set({ endedAt: owned.endedAt ?? new Date(), updatedAt: new Date() })
        .where(eq(classes.id, owned.id));
    });
  }

  /** The sessions whose stored state names the account: all it played, or only the class's. */
  async function sessionsPlayed(userId: string, classId?: string): Promise<string[]> {
    const rows = await db
      .select({ id: sessionParticipants.sessionId })
      .from(sessionParticipants)
      .innerJoin(gameSessions, eq(gameSessions.id, sessionParticipants.sessionId))
      .where(
        and(
          eq(sessionParticipants.userId, userId),
          classId ? eq(gameSessions.classId, classId) : undefined,
        ),
      );
    return rows.map((row) => row.id);
  }

  /**
   * Removes a roster entry, its badge and its badge account; a linked e-mail account is only
   * unlinked. First, every stored session the badge account played (and the class's sessions the
   * linked account played) names them `#N` instead: their answers and scores stay, so the class's
   * averages hold.
   */
  async function deleteStudent(student: StudentRow): Promise<void> {
    const label = `#${student.number}`;
    const [badgeAccount] = await db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, student.userId));
    const players = [{ userId: student.userId, name: badgeAccount?.username ?? student.name }];
    if (student.linkedUserId) {
      const [linked] = await db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, student.linkedUserId));
      if (linked) players.push({ userId: student.linkedUserId, name: linked.username });
    }
    for (const [index, player] of players.entries()) {
      const sessionIds = await sessionsPlayed(
        player.userId,
        index === 0 ? undefined : student.classId,
      );
      for (const sessionId of sessionIds) {
        await rewriteSession(sessionId, anonymised(player.userId, player.name, label));
      }
    }
    await db.transaction(async (tx) => {
      await tx.delete(classStudents).where(eq(classStudents.id, student.id));
      await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, student.userId));
      await tx.delete(users).where(and(eq(users.id, student.userId), isNull(users.email)));
    });
    forgetAccount(student.userId);
  }

  /** Ends the class for good: each student deleted as above, then the class itself. */
  async function deleteClass(owned: ClassRow): Promise<void> {
    const roster = await db.select().from(classStudents).where(eq(classStudents.classId, owned.id));
    for (const student of roster) await deleteStudent(student);
    await db.transaction(async (tx) => {
      await tx
        .update(gameSessions)
        .set({ classId: null })
        .where(eq(gameSessions.classId, owned.id));
      await tx.delete(classes).where(eq(classes.id, owned.id));
    });
  }

  /** A one-time code (24 h) to reset the linked account's password; earlier unused ones go. */
  async function passwordReset(student: StudentRow, guideId: string, now = new Date()) {
    const userId = student.linkedUserId;
    if (!userId) throw new AppError('NO_LINKED_ACCOUNT');
    const code = generateSecretCode();
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_MS);
    await db.transaction(async (tx) => {
      await tx
        .delete(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.userId, userId),
            eq(oneTimeCodes.purpose, 'password_reset'),
            isNull(oneTimeCodes.usedAt),
          ),
        );
      await tx.insert(oneTimeCodes).values({
        codeHash: hashSecretCode(code),
        purpose: 'password_reset',
        userId,
        createdBy: guideId,
        expiresAt,
        createdAt: now,
      });
    });
    return { code, expiresAt: expiresAt.toISOString() };
  }

  return { addStudents, renewBadges, endClass, deleteStudent, deleteClass, passwordReset };
}

export type RosterWrites = ReturnType<typeof createRosterWrites>;
