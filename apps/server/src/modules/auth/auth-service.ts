import { hash, verify } from '@node-rs/argon2';
import type {
  GuideSignupMode,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  UpdateProfileBody,
  User,
} from '@ecoscha/contracts';
import {
  DEFAULT_CHARACTER_KEY,
  isRoleId,
  roleIdForCharacterKey,
  type CharacterKey,
  type RoleId,
} from '@ecoscha/game';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { mayTakeRole } from './guide-role';
import { insertAccount } from './guide-signup';
import { createHashQueue, type HashQueue } from './hash-queue';
import { CODE_PURPOSES, isUsableCode, useOneTimeCode } from './one-time-codes';
import { createUserRepository, type UserRow } from './user-repository';

/** A fixed hash to verify against when the email is unknown, so both failures take as long. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$uKzbVvSw+5AoQqsgtdSJGA$fttkx3xP7nSrhd0d1oCHdPK8wlIygfyvo1VpGk3UpUM';

export function toUser(row: UserRow): User {
  const roleId = (isRoleId(row.roleId) ? row.roleId : 'eco_citizen_1') as RoleId;
  return {
    _id: row.id,
    id: row.id,
    username: row.username,
    name: row.username,
    email: row.email,
    signIn: row.email === null ? 'badge' : 'email',
    roleId,
    character: { key: row.characterKey, role: roleId },
    createdAt: row.createdAt.toISOString(),
  };
}

function characterFor(key: string): { characterKey: CharacterKey; roleId: RoleId } {
  const roleId = roleIdForCharacterKey(key);
  if (!roleId) throw new AppError('UNKNOWN_CHARACTER');
  return { characterKey: key as CharacterKey, roleId };
}

/** Postgres' unique violation, as node-postgres and PGlite report it (possibly wrapped). */
function uniqueViolation(error: unknown): string | undefined {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown }; e;) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return undefined;
}

function conflictError(constraint: string): AppError {
  return constraint.includes('username')
    ? new AppError('USERNAME_TAKEN', { username: { issue: 'taken' } })
    : new AppError('EMAIL_TAKEN', { email: { issue: 'taken' } });
}

/**
 * `guideSignup`: who may make a guide's account (see `guide-signup.ts`, `guide-role.ts`).
 * `hashing`: every password hash and check waits its turn there (see `hash-queue.ts`).
 */
export function createAuthService(
  db: Database,
  guideSignup: GuideSignupMode = 'open',
  hashing: HashQueue = createHashQueue(),
) {
  const repository = createUserRepository(db);

  async function assertAvailable(email: string, username: string, exceptId?: string) {
    const byEmail = await repository.findByEmail(email);
    if (byEmail && byEmail.id !== exceptId) throw conflictError('email');
    const byUsername = await repository.findByUsername(username);
    if (byUsername && byUsername.id !== exceptId) throw conflictError('username');
  }

  async function saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint !== undefined) throw conflictError(constraint);
      throw error;
    }
  }

  return {
    async register(body: RegisterBody): Promise<User> {
      const character = characterFor(body.character ?? DEFAULT_CHARACTER_KEY);
      await assertAvailable(body.email, body.username);
      const passwordHash = await hashing.run(() => hash(body.password));
      const row = await saving(() =>
        insertAccount(
          db,
          guideSignup,
          { username: body.username, email: body.email, passwordHash, ...character },
          body.invite,
        ),
      );
      return toUser(row);
    },

    /**
     * Checks the password; a card key given at login decides the role from now on, unless the
     * card may not give it (see `mayTakeRole`): the account then logs in with the role it has.
     */
    async login(body: LoginBody): Promise<User> {
      const character = body.character ? characterFor(body.character) : undefined;
      const row = await repository.findByEmail(body.email);
      const valid = await hashing.run(() => verify(row?.passwordHash ?? DUMMY_HASH, body.password));
      if (!row || !valid) throw new AppError('INVALID_CREDENTIALS');
      if (!character || character.roleId === row.roleId) return toUser(row);
      if (!mayTakeRole(row, character.roleId, guideSignup)) return toUser(row);
      return toUser((await repository.update(row.id, character)) ?? row);
    },

    /** A character card scanned by a signed-in player: its role from now on, when it may. */
    async setCharacter(userId: string, key: string): Promise<User> {
      const character = characterFor(key);
      const row = await repository.findById(userId);
      if (!row) throw new AppError('USER_NOT_FOUND');
      if (!mayTakeRole(row, character.roleId, guideSignup)) {
        throw new AppError('GUIDE_CHARACTER_LOCKED');
      }
      if (character.roleId === row.roleId && character.characterKey === row.characterKey) {
        return toUser(row);
      }
      return toUser((await repository.update(row.id, character)) ?? row);
    },

    /**
     * A new password with a guide's one-time code for the account of that e-mail. Whatever is
     * wrong (the e-mail, the code, used, expired, another account's), the same RESET_CODE_INVALID.
     * The code is checked before the slow hash and used up together with the new password.
     * The caller signs the account's older tokens out.
     */
    async resetPassword(body: ResetPasswordBody): Promise<UserRow> {
      const purpose = CODE_PURPOSES.passwordReset;
      const account = await repository.findByEmail(body.email);
      const usable = await isUsableCode(db, purpose, body.code, account?.id ?? '');
      if (!account || !usable) throw new AppError('RESET_CODE_INVALID');
      const passwordHash = await hashing.run(() => hash(body.password));
      const row = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        if (!(await useOneTimeCode(tx, purpose, body.code, account.id))) return undefined;
        return createUserRepository(tx).update(account.id, { passwordHash });
      });
      if (!row) throw new AppError('RESET_CODE_INVALID');
      return row;
    },

    async profile(userId: string): Promise<User> {
      const row = await repository.findById(userId);
      if (!row) throw new AppError('USER_NOT_FOUND');
      return toUser(row);
    },

    /** A badge's account keeps the name its guide gave it on the roster: BADGE_ACCOUNT. */
    async updateProfile(userId: string, body: UpdateProfileBody): Promise<User> {
      const current = await repository.findById(userId);
      if (!current) throw new AppError('USER_NOT_FOUND');
      if (current.email === null) throw new AppError('BADGE_ACCOUNT');
      await assertAvailable(body.email, body.username, userId);
      const row = await saving(() =>
        repository.update(userId, { username: body.username, email: body.email }),
      );
      if (!row) throw new AppError('USER_NOT_FOUND');
      return toUser(row);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
