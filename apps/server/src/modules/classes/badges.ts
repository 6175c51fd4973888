import { AppError } from '../../lib/app-error';
import { generateSecretCode, hashSecretCode, type CodeSealer } from '../../lib/secret-codes';
import type { StudentRow } from './class-repository';

/** A fresh badge: the code to show once, and the columns a roster entry stores for it. */
export function freshBadge(sealer: CodeSealer, now = new Date()) {
  const code = generateSecretCode();
  return {
    code,
    columns: {
      badgeHash: hashSecretCode(code),
      badgeSealed: sealer.seal(code),
      badgeIssuedAt: now,
    },
  };
}

/** The columns of a void badge (an ended class): nothing signs in with it any more. */
export const voidBadge = { badgeHash: null, badgeSealed: null, badgeIssuedAt: null };

/** The entry's current code again: CLASS_ENDED when void, BADGE_UNREADABLE when the key changed. */
export function currentCode(sealer: CodeSealer, student: StudentRow): string {
  if (!student.badgeSealed) throw new AppError('CLASS_ENDED');
  const code = sealer.unseal(student.badgeSealed);
  if (code === undefined) throw new AppError('BADGE_UNREADABLE');
  return code;
}
