import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { ClassDetail, ClassStudent, ClassSummary } from '@ecoscha/contracts';
import type { Database } from '../../db/client';
import { classes, classStudents, gameSessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findOpenRoom } from './class-lookups';

export type ClassRow = typeof classes.$inferSelect;
export type StudentRow = typeof classStudents.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The reads and plain writes of classes and their rosters. Every read that names a class by id
 * goes through `ownClass`: an unknown class is CLASS_NOT_FOUND, another guide's CLASS_NOT_YOURS.
 */
export function createClassRepository(db: Database) {
  async function ownClass(guideId: string, classId: string): Promise<ClassRow> {
    const [row] = await db.select().from(classes).where(eq(classes.id, classId)).limit(1);
    if (!row) throw new AppError('CLASS_NOT_FOUND');
    if (row.guideId !== guideId) throw new AppError('CLASS_NOT_YOURS');
    return row;
  }

  /** The class's roster in roster order. */
  const roster = (classId: string) =>
    db
      .select()
      .from(classStudents)
      .where(eq(classStudents.classId, classId))
      .orderBy(asc(classStudents.number));

  /** One roster entry of the guide's class, or STUDENT_NOT_FOUND. */
  async function ownStudent(guideId: string, classId: string, studentId: string) {
    const owned = await ownClass(guideId, classId);
    const [student] = await db
      .select()
      .from(classStudents)
      .where(and(eq(classStudents.id, studentId), eq(classStudents.classId, classId)))
      .limit(1);
    if (!student) throw new AppError('STUDENT_NOT_FOUND');
    return { owned, student };
  }

  /** Roster entries as the API shows them: never a badge's code, hash or sealed copy. */
  async function presentStudents(rows: StudentRow[]): Promise<ClassStudent[]> {
    const linkedIds = rows.flatMap((row) => (row.linkedUserId ? [row.linkedUserId] : []));
    const linked = new Map(
      linkedIds.length === 0
        ? []
        : (
            await db
              .select({ id: users.id, username: users.username })
              .from(users)
              .where(inArray(users.id, linkedIds))
          ).map((user) => [user.id, user.username]),
    );
    return rows.map((row) => {
      const username = row.linkedUserId ? linked.get(row.linkedUserId) : undefined;
      return {
        id: row.id,
        number: row.number,
        name: row.name,
        badgeIssuedAt: iso(row.badgeIssuedAt),
        linkedAccount: username === undefined ? null : { username },
      };
    });
  }

  async function summaryOf(row: ClassRow, studentCount?: number): Promise<ClassSummary> {
    const [students] =
      studentCount === undefined
        ? await db
            .select({ n: count() })
            .from(classStudents)
            .where(eq(classStudents.classId, row.id))
        : [{ n: studentCount }];
    const [games] = await db
      .select({ n: count() })
      .from(gameSessions)
      .where(eq(gameSessions.classId, row.id));
    return {
      id: row.id,
      name: row.name,
      schoolYear: row.schoolYear,
      studentCount: students?.n ?? 0,
      gameCount: games?.n ?? 0,
      openRoom: await findOpenRoom(db, row.id),
      endedAt: iso(row.endedAt),
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function detailOf(row: ClassRow): Promise<ClassDetail> {
    const students = await presentStudents(await roster(row.id));
    return { ...(await summaryOf(row, students.length)), students };
  }

  return {
    ownClass,
    ownStudent,
    roster,
    presentStudents,
    detailOf,

    /** The guide's classes, newest first. */
    async listByGuide(guideId: string): Promise<ClassSummary[]> {
      const rows = await db
        .select()
        .from(classes)
        .where(eq(classes.guideId, guideId))
        .orderBy(desc(classes.createdAt), desc(classes.id));
      return Promise.all(rows.map((row) => summaryOf(row)));
    },

    async create(guideId: string, body: { name: string; schoolYear?: string }) {
      const [row] = await db
        .insert(classes)
        .values({
          id: randomUUID(),
          guideId,
          name: body.name,
          schoolYear: body.schoolYear || null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async rename(classId: string, body: { name: string; schoolYear?: string }) {
      const [row] = await db
        .update(classes)
        .set({ name: body.name, schoolYear: body.schoolYear || null, updatedAt: new Date() })
        .where(eq(classes.id, classId))
        .returning();
      if (!row) throw new AppError('CLASS_NOT_FOUND');
      return row;
    },

    /** The class's games (any state), oldest first. */
    sessionIds: async (classId: string) =>
      (
        await db
          .select({ id: gameSessions.id })
          .from(gameSessions)
          .where(eq(gameSessions.classId, classId))
          .orderBy(asc(gameSessions.createdAt), asc(gameSessions.id))
      ).map((row) => row.id),
  };
}

export type ClassRepository = ReturnType<typeof createClassRepository>;
