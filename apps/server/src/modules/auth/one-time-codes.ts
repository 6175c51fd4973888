import { normaliseBadgeCode } from '@ecoscha/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { generateSecretCode, hashSecretCode } from '../../lib/secret-codes';

/** What a one-time code is for (`one_time_codes.purpose`). */
export const CODE_PURPOSES = {
  /** A guide's code for a rostered e-mail account to set a new password. */
  passwordReset: 'password_reset',
  /** The administrator's invite for a new guide account (`GUIDE_SIGNUP=invite`). */
  guideInvite: 'guide_invite',
} as const;
export type CodePurpose = (typeof CODE_PURPOSES)[keyof typeof CODE_PURPOSES];

export const GUIDE_INVITE_TTL_MS = 7 * 24 * 60 * 60_000;

/** A fresh code stored hashed; the code itself is returned once, to be shown to its maker. */
export async function issueOneTimeCode(
  db: Database,
  issue: { purpose: CodePurpose; createdBy: string; userId?: string; ttlMs: number },
): Promise<{ code: string; expiresAt: Date }> {
  const code = generateSecretCode();
  const expiresAt = new Date(Date.now() + issue.ttlMs);
  await db.insert(oneTimeCodes).values({
    codeHash: hashSecretCode(code),
    purpose: issue.purpose,
    userId: issue.userId ?? null,
    createdBy: issue.createdBy,
    expiresAt,
  });
  return { code, expiresAt };
}

/** The condition of a code that still works: this code, this purpose, unused, unexpired. */
const usable = (purpose: CodePurpose, code: string, userId?: string) =>
  and(
    eq(oneTimeCodes.codeHash, hashSecretCode(normaliseBadgeCode(code))),
    eq(oneTimeCodes.purpose, purpose),
    isNull(oneTimeCodes.usedAt),
    gt(oneTimeCodes.expiresAt, new Date()),
    ...(userId === undefined ? [] : [eq(oneTimeCodes.userId, userId)]),
  );

/** Whether the code would work now (for `userId`, when given), without using it. */
export async function isUsableCode(
  db: Database,
  purpose: CodePurpose,
  code: string,
  userId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ codeHash: oneTimeCodes.codeHash })
    .from(oneTimeCodes)
    .where(usable(purpose, code, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * Uses the code: marks it used if it still works, in one statement, so two requests with the same
 * code never both succeed. False when it did not work (wrong, used, expired, someone else's).
 */
export async function useOneTimeCode(
  db: Database,
  purpose: CodePurpose,
  code: string,
  userId?: string,
): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(usable(purpose, code, userId))
    .returning({ codeHash: oneTimeCodes.codeHash });
  return rows.length > 0;
}
