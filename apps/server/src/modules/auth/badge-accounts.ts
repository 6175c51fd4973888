import { and, eq, ne } from 'drizzle-orm';
import { isModeratorRole } from '@ecoscha/game';
import type { Database } from '../../db/client';
import { classStudents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashSecretCode } from '../../lib/secret-codes';
import { findStudentByBadgeHash } from '../classes/class-lookups';
import { createUserRepository, type UserRow } from './user-repository';

/** The roster entry of a badge code that works now (`code` normalised); else BADGE_INVALID. */
async function entryOfBadge(db: Database, code: string) {
  const found = await findStudentByBadgeHash(db, hashSecretCode(code));
  if (!found) throw new AppError('BADGE_INVALID');
  return found;
}

/**
 * The account a badge signs in: the e-mail account its student linked to the roster entry, or
 * else the entry's own badge account. A wrong, replaced or voided code (an ended class):
 * BADGE_INVALID, the same for each.
 */
export async function accountOfBadge(
  db: Database,
  code: string,
): Promise<{ user: UserRow; classId: string }> {
  const { student } = await entryOfBadge(db, code);
  const users = createUserRepository(db);
  const user =
    (student.linkedUserId ? await users.findById(student.linkedUserId) : undefined) ??
    (await users.findById(student.userId));
  if (!user) throw new AppError('BADGE_INVALID');
  return { user, classId: student.classId };
}

/**
 * Links a signed-in e-mail account to the roster entry of a badge it holds: the badge signs that
 * account in from now on. An entry holds one linked account (linking again replaces it); an
 * account may be on the rosters of several classes, but is one student of each (an older link
 * of the same class is undone).
 */
export async function linkBadge(
  db: Database,
  account: UserRow,
  code: string,
): Promise<{ className: string; studentName: string }> {
  if (account.email === null) throw new AppError('BADGE_ACCOUNT');
  // A printed badge is a key anyone may pick up: it must never open a guide's desk.
  if (account.isAdmin || isModeratorRole(account.roleId)) throw new AppError('GUIDE_CANNOT_LINK');
  const { student, className } = await entryOfBadge(db, code);
  await db.transaction(async (tx) => {
    await tx
      .update(classStudents)
      .set({ linkedUserId: null })
      .where(
        and(
          eq(classStudents.classId, student.classId),
          eq(classStudents.linkedUserId, account.id),
          ne(classStudents.id, student.id),
        ),
      );
    await tx
      .update(classStudents)
      .set({ linkedUserId: account.id })
      .where(eq(classStudents.id, student.id));
  });
  return { className, studentName: student.name };
}
