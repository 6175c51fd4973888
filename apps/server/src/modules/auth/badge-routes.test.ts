import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, formatBadgeCode } from '@ecoscha/contracts';
import { classStudents, users } from '../../db/schema';
import { apiCaller } from '../../testing/api-call';
import {
  endClass,
  insertClass,
  insertOneTimeCode,
  insertRosterStudent,
  openRoomForClass,
  replaceBadge,
  type RosterRow,
} from '../../testing/class-rows';
import { createAccount, useTestApp, type Account } from '../../testing/test-app';

const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', REGISTER_RATE_LIMIT: '1000' });
const call = apiCaller(() => t.app);
const db = () => t.database.db;

/** The badge's account as a caller, from a badge sign-in's answer. */
const asCaller = (body: Record<string, unknown>): Account => {
  const user = body.user as { _id: string; username: string; email: string | null };
  return { token: body.token as string, userId: user._id, email: '', username: user.username };
};

let guide: Account;
let classId: string;
beforeAll(async () => {
  guide = await createAccount(t.app, 'sustainability_guide');
  classId = await insertClass(db(), guide.userId, { name: 'VIII B' });
});

describe('POST /api/auth/badge', () => {
  let student: RosterRow;
  beforeAll(async () => {
    student = await insertRosterStudent(db(), classId, 'Budi');
  });

  it("signs the badge's student in with a working token, and no room while none is open", async () => {
    const answer = await call(undefined, 'POST', API.auth.badge, { code: student.code });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      user: { _id: student.userId, username: 'Budi', email: null, signIn: 'badge' },
      room: null,
    });
    const profile = await call(asCaller(answer.body), 'GET', API.auth.profile);
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({ _id: student.userId, signIn: 'badge' });
  });

  it('accepts the code typed in lower case with a dash or spaces', async () => {
    const dashed = formatBadgeCode(student.code).toLowerCase();
    expect((await call(undefined, 'POST', API.auth.badge, { code: dashed })).status).toBe(200);
    const spaced = ` ${student.code.slice(0, 4)} ${student.code.slice(4)} `;
    expect((await call(undefined, 'POST', API.auth.badge, { code: spaced })).status).toBe(200);
  });

  it("answers the class's open room, where the phone goes next", async () => {
    const created = await call(guide, 'POST', API.sessions.create, { moderatorId: guide.userId });
    expect(created.status).toBe(201);
    const sessionId = created.body._id as string;
    await openRoomForClass(db(), sessionId, classId);
    const answer = await call(undefined, 'POST', API.auth.badge, { code: student.code });
    expect(answer.body.room).toEqual({ sessionId, roomCode: created.body.roomCode });
  });

  it('refuses a wrong code with BADGE_INVALID and never repeats the code', async () => {
    const wrong = student.code.startsWith('A')
      ? `B${student.code.slice(1)}`
      : `A${student.code.slice(1)}`;
    const answer = await call(undefined, 'POST', API.auth.badge, { code: wrong });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'BADGE_INVALID', error: expect.any(String) });
    expect(JSON.stringify(answer.body)).not.toContain(wrong);
  });

  it('refuses text that cannot be a badge code as invalid input, without repeating it', async () => {
    const answer = await call(undefined, 'POST', API.auth.badge, { code: 'SELECT*1O' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(answer.body)).not.toContain('SELECT');
  });

  it('refuses a replaced badge, and lets the new one in', async () => {
    const other = await insertRosterStudent(db(), classId);
    const fresh = await replaceBadge(db(), other.studentId);
    const old = await call(undefined, 'POST', API.auth.badge, { code: other.code });
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('BADGE_INVALID');
    expect((await call(undefined, 'POST', API.auth.badge, { code: fresh })).status).toBe(200);
  });

  it('refuses every badge of an ended class', async () => {
    const ended = await insertClass(db(), guide.userId);
    const one = await insertRosterStudent(db(), ended);
    expect((await call(undefined, 'POST', API.auth.badge, { code: one.code })).status).toBe(200);
    await endClass(db(), ended);
    const answer = await call(undefined, 'POST', API.auth.badge, { code: one.code });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('BADGE_INVALID');

    // Even a badge still stored, once its class is ended.
    const closed = await insertClass(db(), guide.userId, { ended: true });
    const kept = await insertRosterStudent(db(), closed);
    expect((await call(undefined, 'POST', API.auth.badge, { code: kept.code })).status).toBe(401);
  });

  it('lets two classes each have a "Budi", and an e-mail account take the name too', async () => {
    const otherClass = await insertClass(db(), guide.userId);
    const secondBudi = await insertRosterStudent(db(), otherClass, 'Budi');
    expect((await call(undefined, 'POST', API.auth.badge, { code: secondBudi.code })).status).toBe(
      200,
    );
    const signup = await call(undefined, 'POST', API.auth.register, {
      username: 'budi',
      email: 'budi.email@example.test',
      password: 'rahasia-123',
    });
    expect(signup.status).toBe(201);
  });

  it("keeps a badge account's name as its guide set it: BADGE_ACCOUNT on a profile edit", async () => {
    const signedIn = await call(undefined, 'POST', API.auth.badge, { code: student.code });
    const edit = await call(asCaller(signedIn.body), 'PUT', API.auth.profile, {
      username: 'Budi Baru',
      email: 'budi.baru@example.test',
    });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('BADGE_ACCOUNT');
    const [row] = await db().select().from(users).where(eq(users.id, student.userId));
    expect(row).toMatchObject({ username: 'Budi', email: null });
  });
});

describe('POST /api/auth/link-badge', () => {
  const linkedUserOf = async (studentId: string) => {
    const [row] = await db()
      .select({ linked: classStudents.linkedUserId })
      .from(classStudents)
      .where(eq(classStudents.id, studentId));
    return row?.linked;
  };

  it('links an e-mail account to the entry; the badge then signs that account in', async () => {
    const student = await insertRosterStudent(db(), classId, 'Citra');
    const account = await createAccount(t.app);
    const linked = await call(account, 'POST', API.auth.linkBadge, {
      code: formatBadgeCode(student.code).toLowerCase(),
    });
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({ className: 'VIII B', studentName: 'Citra' });
    expect(await linkedUserOf(student.studentId)).toBe(account.userId);

    const badge = await call(undefined, 'POST', API.auth.badge, { code: student.code });
    expect(badge.body.user).toMatchObject({
      _id: account.userId,
      email: account.email,
      signIn: 'email',
    });

    // Another account linking the same badge replaces the link.
    const other = await createAccount(t.app);
    expect((await call(other, 'POST', API.auth.linkBadge, { code: student.code })).status).toBe(
      200,
    );
    expect(await linkedUserOf(student.studentId)).toBe(other.userId);
  });

  it('keeps an account one student of a class, and lets it be on several classes', async () => {
    const account = await createAccount(t.app);
    const first = await insertRosterStudent(db(), classId);
    const second = await insertRosterStudent(db(), classId);
    const elsewhere = await insertRosterStudent(db(), await insertClass(db(), guide.userId));
    for (const entry of [first, second, elsewhere]) {
      expect((await call(account, 'POST', API.auth.linkBadge, { code: entry.code })).status).toBe(
        200,
      );
    }
    expect(await linkedUserOf(first.studentId)).toBeNull();
    expect(await linkedUserOf(second.studentId)).toBe(account.userId);
    expect(await linkedUserOf(elsewhere.studentId)).toBe(account.userId);
  });

  it("refuses a badge's own account (BADGE_ACCOUNT), a wrong code and a visitor", async () => {
    const student = await insertRosterStudent(db(), classId);
    const target = await insertRosterStudent(db(), classId);
    const badgeAccount = asCaller(
      (await call(undefined, 'POST', API.auth.badge, { code: student.code })).body,
    );
    const byBadge = await call(badgeAccount, 'POST', API.auth.linkBadge, { code: target.code });
    expect(byBadge.status).toBe(409);
    expect(byBadge.body.code).toBe('BADGE_ACCOUNT');

    const account = await createAccount(t.app);
    await replaceBadge(db(), target.studentId);
    const wrong = await call(account, 'POST', API.auth.linkBadge, { code: target.code });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('BADGE_INVALID');
    expect(JSON.stringify(wrong.body)).not.toContain(target.code);

    const visitor = await call(undefined, 'POST', API.auth.linkBadge, { code: target.code });
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('UNAUTHENTICATED');
    expect(await linkedUserOf(target.studentId)).toBeNull();
  });
  it("refuses a guide's account (GUIDE_CANNOT_LINK): a picked-up badge never opens a guide's desk", async () => {
    const target = await insertRosterStudent(db(), classId);
    const linked = await call(guide, 'POST', API.auth.linkBadge, { code: target.code });
    expect(linked.status).toBe(403);
    expect(linked.body.code).toBe('GUIDE_CANNOT_LINK');
    expect(await linkedUserOf(target.studentId)).toBeNull();
    const signedIn = await call(undefined, 'POST', API.auth.badge, { code: target.code });
    expect(signedIn.body).toMatchObject({ user: { signIn: 'badge' } });
  });
});

describe('POST /api/auth/reset-password', () => {
  const login = (account: Account, password: string) =>
    call(undefined, 'POST', API.auth.login, { email: account.email, password });
  const resetCode = (account: Account, ttlMs?: number) =>
    insertOneTimeCode(db(), {
      purpose: 'password_reset',
      userId: account.userId,
      createdBy: guide.userId,
      ttlMs,
    });

  it('sets the new password, signs the old tokens out and answers a working one', async () => {
    const account = await createAccount(t.app);
    const code = await resetCode(account);
    const answer = await call(undefined, 'POST', API.auth.resetPassword, {
      email: account.email.toUpperCase(),
      code: formatBadgeCode(code).toLowerCase(),
      password: 'kata-sandi-baru',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ _id: account.userId, email: account.email });
    expect(JSON.stringify(answer.body)).not.toContain('kata-sandi-baru');

    const old = await call(account, 'GET', API.auth.profile);
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('TOKEN_REVOKED');
    const fresh = { ...account, token: answer.body.token as string };
    expect((await call(fresh, 'GET', API.auth.profile)).status).toBe(200);
    expect((await login(account, 'rahasia-123')).status).toBe(401);
    expect((await login(account, 'kata-sandi-baru')).status).toBe(200);

    // The code worked once.
    const again = await call(undefined, 'POST', API.auth.resetPassword, {
      email: account.email,
      code,
      password: 'lagi-lagi-baru',
    });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('RESET_CODE_INVALID');
    expect((await login(account, 'kata-sandi-baru')).status).toBe(200);
  });

  it('refuses an expired code, another account’s code and an invite, all alike', async () => {
    const account = await createAccount(t.app);
    const other = await createAccount(t.app);
    const expired = await resetCode(account, -1_000);
    const othersCode = await resetCode(other);
    const invite = await insertOneTimeCode(db(), {
      purpose: 'guide_invite',
      createdBy: guide.userId,
    });
    const wrongEmail = await resetCode(account);
    const attempts = [
      { email: account.email, code: expired },
      { email: account.email, code: othersCode },
      { email: account.email, code: invite },
      { email: 'nobody@example.test', code: wrongEmail },
    ];
    for (const attempt of attempts) {
      const answer = await call(undefined, 'POST', API.auth.resetPassword, {
        ...attempt,
        password: 'kata-sandi-baru',
      });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('RESET_CODE_INVALID');
      expect(JSON.stringify(answer.body)).not.toContain(attempt.code);
    }
    expect((await login(account, 'rahasia-123')).status).toBe(200);
    expect((await login(other, 'rahasia-123')).status).toBe(200);
    expect((await call(account, 'GET', API.auth.profile)).status).toBe(200);
  });

  it('never resets a badge account, which has no e-mail to name', async () => {
    const student = await insertRosterStudent(db(), classId);
    const code = await insertOneTimeCode(db(), {
      purpose: 'password_reset',
      userId: student.userId,
      createdBy: guide.userId,
    });
    const answer = await call(undefined, 'POST', API.auth.resetPassword, {
      email: '',
      code,
      password: 'kata-sandi-baru',
    });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('RESET_CODE_INVALID');
  });
});
