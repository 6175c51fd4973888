import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@ecoscha/contracts';
import { users } from '../../db/schema';
import { apiCaller } from '../../testing/api-call';
import { insertClass, insertRosterStudent } from '../../testing/class-rows';
import { createAccount, useTestApp, type Account } from '../../testing/test-app';

// GUIDE_SIGNUP unset: open, as every server so far.
const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', REGISTER_RATE_LIMIT: '1000' });
const call = apiCaller(() => t.app);

let guide: Account;
let student: Account;
let badgeStudent: Account;
beforeAll(async () => {
  guide = await createAccount(t.app, 'sustainability_guide');
  student = await createAccount(t.app);
  const row = await insertRosterStudent(
    t.database.db,
    await insertClass(t.database.db, guide.userId),
  );
  const signedIn = await call(undefined, 'POST', API.auth.badge, { code: row.code });
  badgeStudent = {
    token: signedIn.body.token as string,
    userId: row.userId,
    email: '',
    username: row.name,
  };
});

describe('GUIDE_SIGNUP=open', () => {
  it('tells the sign-up page guides sign up freely, and that nobody is the administrator', async () => {
    expect((await call(guide, 'GET', API.auth.signupMode)).body).toEqual({
      guideSignup: 'open',
      isAdmin: false,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guide.userId));
    expect(row?.isAdmin).toBe(false);
    const invite = await call(guide, 'POST', API.auth.guideInvites);
    expect(invite.status).toBe(403);
    expect(invite.body.code).toBe('ADMIN_REQUIRED');
  });

  it("lets a student log in with the guide's card and become the guide, as before", async () => {
    const other = await createAccount(t.app);
    const login = await call(undefined, 'POST', API.auth.login, {
      email: other.email,
      password: 'rahasia-123',
      character: 'sustainability_guide',
    });
    expect(login.body.user).toMatchObject({ roleId: 'sustainability_guide_1' });
  });
});

describe('PUT /api/auth/character', () => {
  it("sets a signed-in player's role from a scanned card", async () => {
    const answer = await call(student, 'PUT', API.auth.character, {
      character: 'kang_raka_green_guardian',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({
      _id: student.userId,
      roleId: 'green_guardian_1',
      character: { key: 'kang_raka_green_guardian', role: 'green_guardian_1' },
    });
    expect((await call(student, 'GET', API.auth.profile)).body.user).toMatchObject({
      roleId: 'green_guardian_1',
    });
  });

  it("gives a badge's student any card but the guide's", async () => {
    const citizen = await call(badgeStudent, 'PUT', API.auth.character, {
      character: 'kang_raka_green_guardian',
    });
    expect(citizen.status).toBe(200);
    expect(citizen.body.user).toMatchObject({ roleId: 'green_guardian_1', signIn: 'badge' });
    const guideCard = await call(badgeStudent, 'PUT', API.auth.character, {
      character: 'sustainability_guide',
    });
    expect(guideCard.status).toBe(403);
    expect(guideCard.body.code).toBe('GUIDE_CHARACTER_LOCKED');
    expect((await call(badgeStudent, 'GET', API.auth.profile)).body.user).toMatchObject({
      roleId: 'green_guardian_1',
    });
  });

  it('lets an e-mail student take the guide card in open mode', async () => {
    const other = await createAccount(t.app);
    const answer = await call(other, 'PUT', API.auth.character, {
      character: 'sustainability_guide',
    });
    expect(answer.body.user).toMatchObject({ roleId: 'sustainability_guide_1' });
  });

  it('refuses an unknown card, a missing one and a visitor, changing nothing', async () => {
    const unknown = await call(student, 'PUT', API.auth.character, { character: 'budi_villain' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('UNKNOWN_CHARACTER');
    const missing = await call(student, 'PUT', API.auth.character, {});
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    const visitor = await call(undefined, 'PUT', API.auth.character, {
      character: 'asep_eco_citizen',
    });
    expect(visitor.status).toBe(401);
    expect((await call(student, 'GET', API.auth.profile)).body.user).toMatchObject({
      roleId: 'green_guardian_1',
    });
  });
});
