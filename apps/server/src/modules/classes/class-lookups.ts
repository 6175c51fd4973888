import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ClassRoom } from '@ecoscha/contracts';
import type { Database } from '../../db/client';
import { classes, classStudents, gameSessions } from '../../db/schema';

/** The class's newest open room (where its badges lead), or null. */
export async function findOpenRoom(db: Database, classId: string): Promise<ClassRoom | null> {
  const [room] = await db
    .select({ sessionId: gameSessions.id, roomCode: gameSessions.roomCode })
    .from(gameSessions)
    .where(and(eq(gameSessions.classId, classId), eq(gameSessions.isOpen, true)))
    .orderBy(desc(gameSessions.createdAt))
    .limit(1);
  return room ?? null;
}

/** The roster entry whose current badge has this hash, in a class that has not ended. */
export async function findStudentByBadgeHash(db: Database, badgeHash: string) {
  const [found] = await db
    .select({ student: classStudents, className: classes.name })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(and(eq(classStudents.badgeHash, badgeHash), isNull(classes.endedAt)))
    .limit(1);
  return found;
}
