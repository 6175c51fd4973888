import type { GuideSignupMode } from '@ecoscha/contracts';
import { isModeratorRole } from '@ecoscha/game';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { CODE_PURPOSES, useOneTimeCode } from './one-time-codes';
import { createUserRepository, type NewUser, type UserRow } from './user-repository';

/** An arbitrary, fixed key for pg_advisory_xact_lock: guide sign-ups by invite one at a time. */
const GUIDE_SIGNUP_LOCK_KEY = 4_170_520_232;

/**
 * Saves a new account. With `GUIDE_SIGNUP=invite`, a guide's account is made in one transaction
 * that holds a lock for guide sign-ups: the server's very first account becomes its administrator
 * without an invite (two first guides at once: only one of them); any later one uses up a
 * `guide_invite` code, marked used together with the account (an account refused, for a taken
 * e-mail say, leaves the invite unused).
 */
export async function insertAccount(
  db: Database,
  guideSignup: GuideSignupMode,
  user: NewUser,
  invite: string | undefined,
): Promise<UserRow> {
  if (guideSignup === 'open' || !isModeratorRole(user.roleId)) {
    return createUserRepository(db).insert(user);
  }
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(GUIDE_SIGNUP_LOCK_KEY))})`);
    const repository = createUserRepository(tx);
    if ((await repository.count()) === 0) return repository.insert({ ...user, isAdmin: true });
    if (!invite) throw new AppError('INVITE_REQUIRED');
    if (!(await useOneTimeCode(tx, CODE_PURPOSES.guideInvite, invite))) {
      throw new AppError('INVITE_INVALID');
    }
    return repository.insert(user);
  });
}
